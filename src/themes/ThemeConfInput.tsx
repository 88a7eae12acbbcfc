import { useMemo, useState } from 'react';
import { Box, FormControlLabel, FormHelperText, Switch, TextField, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { contrastProblems, resolveThemeConf } from '../shared/theme-conf';
import { ThemePreview } from './ThemePreview';
import { settingErrors } from './setting-errors';
import { useThemeFormValidator, useThemeUiSchema } from './theme-form';
import schema from '../../schemas/themes/theme.schema.json';

// The form's labels and helps are translated in theme-form.ts: the schema's English descriptions stay out.
const SCHEMA = {
  ...schema,
  description: undefined,
  properties: Object.fromEntries(Object.entries(schema.properties).map(([name, { description: _, ...property }]) => [name, property])),
} as RJSFSchema;

/** What a new theme starts with: the settings its form shows, each its mode's default. */
const SHOWN_DEFAULTS = JSON.stringify(resolveThemeConf({}));

/** The configuration's text read as an object, or why it cannot be. */
function parse(text: unknown): { conf?: Record<string, unknown>; error?: string } {
  try {
    const value: unknown = JSON.parse(String(text ?? ''));
    return value && typeof value === 'object' && !Array.isArray(value) ? { conf: value as Record<string, unknown> } : { error: 'not an object' };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The last check before sending: a colour too faint for text stops the save, as the server would refuse it. */
const faintColour: Validator = (value) => {
  const { conf } = parse(value);
  return conf && contrastProblems(resolveThemeConf(conf)).length ? 'portico.validation.Contrast' : undefined;
};

/**
 * A theme's configuration: the form generated from its schema (schemas/themes/theme.schema.json),
 * or behind "Advanced" the raw JSON, beside a live preview of the portal in it. A colour too faint
 * for text is marked at its field with its ratio, as the server would refuse it; a setting the server
 * refuses (`conf.palette`) is named below the form.
 */
export function ThemeConfInput({ source, label, validate }: { source: string; label: string; validate: Validator[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate: [...validate, faintColour], defaultValue: SHOWN_DEFAULTS });
  const { conf, error: jsonError } = parse(field.value);
  // Text that is not a configuration object can only be mended as text.
  const [advanced, setAdvanced] = useState(conf === undefined && !!field.value);
  const resolved = useMemo(() => resolveThemeConf(parse(field.value).conf ?? {}), [field.value]);
  const validator = useThemeFormValidator();
  const ui = useThemeUiSchema();
  const rawError = !!field.value && jsonError;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1, width: '100%', minWidth: 0 }}>
      <Box component="legend" sx={{ display: 'contents' }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <FormControlLabel
          control={<Switch checked={advanced} onChange={(e) => setAdvanced(e.target.checked)} slotProps={{ input: { 'data-testid': 'theme-advanced' } as object }} />}
          label={translate('portico.theme.advanced')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box>
          {advanced ? (
            <TextField
              label={translate('portico.theme.json')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              multiline
              minRows={8}
              fullWidth
              error={!!rawError}
              helperText={rawError ? translate('portico.theme.jsonError', { message: rawError }) : translate('portico.theme.jsonHint')}
              slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'theme-conf-json', style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
          ) : (
            <Form
              tagName="div"
              schema={SCHEMA}
              uiSchema={ui}
              // Every setting shows what applies, those left out with their mode's default (a colour input cannot show "none").
              formData={{ ...resolved, ...conf }}
              validator={validator}
              liveValidate
              showErrorList={false}
              noHtml5Validate
              onChange={(e) => field.onChange(JSON.stringify(e.formData))}
            />
          )}
          <InputHelperText error={fieldState.error?.message} helperText={false} />
          {settingErrors(fieldState.error).map(({ path, message }) => (
            <FormHelperText key={path} error data-testid="theme-conf-error">
              {`${path}: ${translate(message, { _: message })}`}
            </FormHelperText>
          ))}
        </Box>
        <Box component="section" aria-labelledby="theme-preview-heading">
          <Typography variant="subtitle2" component="h3" id="theme-preview-heading">
            {translate('portico.theme.preview')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('portico.theme.previewHint')}
          </Typography>
          <ThemePreview conf={resolved} />
        </Box>
      </Box>
    </Box>
  );
}
