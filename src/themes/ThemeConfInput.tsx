import { useMemo, useState } from 'react';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import { toErrorSchema, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { InputHelperText, useInput, useLocale, useTranslate, type Validator } from 'react-admin';
import { formValidator } from '../page-management/widgets/form-validator';
import { contrastProblems, resolveThemeConf } from '../shared/theme-conf';
import { ThemePreview } from './ThemePreview';
import schema from '../../schemas/themes/theme.schema.json';

// The form's labels and helps are translated below: the schema's English descriptions stay out.
const SCHEMA = {
  ...schema,
  description: undefined,
  properties: Object.fromEntries(Object.entries(schema.properties).map(([name, { description: _, ...property }]) => [name, property])),
} as RJSFSchema;

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
 * for text is marked at its field with its ratio, as the server would refuse it.
 */
export function ThemeConfInput({ source, label, validate }: { source: string; label: string; validate: Validator[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { field, fieldState } = useInput({ source, validate: [...validate, faintColour] });
  const { conf, error: jsonError } = parse(field.value);
  // Text that is not a configuration object can only be mended as text.
  const [advanced, setAdvanced] = useState(conf === undefined && !!field.value);
  const resolved = useMemo(() => resolveThemeConf(parse(field.value).conf ?? {}), [field.value]);
  // The form's checks: the schema's, then the contrast rule's at the colour's field.
  const validator: ValidatorType = {
    ...formValidator,
    validateFormData(formData, ...rest) {
      const checked = formValidator.validateFormData(formData, ...rest);
      const faint = contrastProblems(resolveThemeConf(formData)).map((p) => {
        const message = translate('portico.theme.contrast', { ratio: p.ratio.toLocaleString(locale) });
        return { name: 'contrast', property: `.${p.field}`, message, stack: message, params: {}, schemaPath: '' };
      });
      const errors = [...checked.errors, ...faint];
      return { errors, errorSchema: toErrorSchema(errors) };
    },
  };
  const option = (name: string) => ({ 'ui:title': translate(`portico.theme.field.${name}`) });
  const named = (name: string, values: string[]) => ({ ...option(name), 'ui:enumNames': values.map((v) => translate(`portico.theme.${name}.${v}`)) });
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    // Two settings a row beside a wide enough preview, one on a phone; no title over them (the field's label is above).
    'ui:options': { label: false, mui: { rjsfSlotProps: { objectGridContainer: { rowSpacing: 0, columnSpacing: 2 }, objectGridItem: { size: { xs: 12, sm: 6 } } } } },
    mode: named('mode', ['light', 'dark']),
    primary: { ...option('primary'), 'ui:widget': 'color' },
    secondary: { ...option('secondary'), 'ui:widget': 'color' },
    radius: option('radius'),
    font: named('font', ['roboto', 'system', 'serif']),
    density: named('density', ['comfortable', 'compact']),
  };
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
