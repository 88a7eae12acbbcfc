import type { Ref } from 'react';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { ConfForm, type ConfFormHandle } from './ConfForm';
import type { useWidgetDraft } from './useWidgetDraft';

interface Props {
  schemaName: string | null | undefined;
  editor: ReturnType<typeof useWidgetDraft>;
  extraErrors: ErrorSchema;
  formRef: Ref<ConfFormHandle>;
}

/** The configuration: the form generated from the type's schema, or behind "Advanced" the raw JSON. */
export function ConfSection({ schemaName, editor, extraErrors, formRef }: Props) {
  const translate = useTranslate();
  const { draft, set, update, jsonError, advanced, setAdvanced } = editor;
  return (
    <Box component="section" aria-labelledby="widget-conf-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" id="widget-conf-heading" sx={{ fontWeight: 600 }}>
          {translate('portico.pageManagement.widgets.conf')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={advanced} disabled={!schemaName} onChange={(e) => setAdvanced(e.target.checked)} slotProps={{ input: { 'data-testid': 'widget-advanced' } as object }} />}
          label={translate('portico.pageManagement.widgets.advanced')}
        />
      </Box>
      {advanced ? (
        <TextField
          label={translate('portico.pageManagement.widgets.json')}
          value={draft.raw}
          onChange={(e) => set({ raw: e.target.value })}
          multiline
          minRows={10}
          maxRows={30}
          fullWidth
          error={!!jsonError}
          helperText={jsonError ?? translate('portico.pageManagement.widgets.jsonHint')}
          slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'widget-conf-json', style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      ) : (
        schemaName && <ConfForm schemaName={schemaName} conf={draft.conf} onChange={(conf, byUser) => (byUser ? set : update)({ conf })} extraErrors={extraErrors} formRef={formRef} />
      )}
    </Box>
  );
}
