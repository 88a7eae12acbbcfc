import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useWidgetDraft } from './useWidgetDraft';
import { CheckField } from '../fields/CheckField';

/** The widget's stylesheet (typed, or by address) and who sees it. */
export function StyleFields({ editor, errors }: { editor: ReturnType<typeof useWidgetDraft>; errors: Record<string, string> }) {
  const translate = useTranslate();
  const { draft, set } = editor;
  const mono = { fontFamily: 'monospace', fontSize: 13 };
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('portico.pageManagement.widgets.css')}
        value={draft.css}
        onChange={(e) => set({ css: e.target.value })}
        multiline
        minRows={3}
        maxRows={15}
        fullWidth
        error={!!errors.css}
        helperText={errors.css ?? translate('portico.pageManagement.widgets.cssHint')}
        slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'widget-css', style: mono } }}
      />
      <TextField
        label={translate('portico.pageManagement.widgets.cssUrl')}
        value={draft.cssUrl}
        onChange={(e) => set({ cssUrl: e.target.value })}
        fullWidth
        error={!!errors.cssUrl}
        helperText={errors.cssUrl ?? translate('portico.pageManagement.widgets.cssUrlHint')}
        slotProps={{ htmlInput: { 'data-testid': 'widget-css-url' } }}
      />
      <CheckField
        value={draft.permissionChecks}
        onChange={(permissionChecks) => set({ permissionChecks })}
        error={errors.permissionChecks}
        emptyHint={translate('portico.pageManagement.widgets.checkEmpty')}
        testId="widget-check"
      />
    </Stack>
  );
}
