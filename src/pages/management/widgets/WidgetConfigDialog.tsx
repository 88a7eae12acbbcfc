import { useRef } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { useConfirmLeave } from '../../../common/useConfirmLeave';
import { useFormat } from '../../../i18n/useFormat';
import type { WidgetPlacement } from '../../../shared/page-management';
import { translatedText } from '../../../shared/translated-text';
import type { ConfFormHandle } from './ConfForm';
import { ConfSection } from './ConfSection';
import { widgetSaveProblems } from './save-problems';
import { StyleFields } from './StyleFields';
import { useWidgetDraft } from './useWidgetDraft';
import { useCheckProblem } from '../fields/useCheckProblem';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { createWidget, updateWidget, widgetsChanged, type ManagedWidget, type ManagedWidgetType } from '../../../widget-data/widgets-api';

interface Props {
  open: boolean;
  pageId: number;
  /** The widget configured; none for a new widget of `type`. */
  widget?: ManagedWidget;
  type?: ManagedWidgetType;
  /** Where a new widget goes: after the others, below them. */
  placement: Omit<WidgetPlacement, 'id'>;
  onClose: () => void;
}

/**
 * A widget's configuration: its title, its settings through the form generated from its type's schema
 * (or the raw JSON), its stylesheet and permission check. A new widget is created only when saved, as
 * most types require settings (a list's family) the server checks. A refused save shows the server's
 * mistakes on the fields they name and above the buttons, and keeps everything typed.
 */
export function WidgetConfigDialog({ open, pageId, widget, type, placement, onClose }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const editor = useWidgetDraft(widget, type, placement);
  const formRef = useRef<ConfFormHandle>(null);
  const save = useMutation({
    mutationFn: async (body: NonNullable<ReturnType<typeof editor.body>>) => {
      // The server's own check first (widgets-api), so that the form and the server cannot disagree.
      const check = { confSchema: type?.confSchema };
      return widget
        ? updateWidget({ ...widget, ...body, page: { id: pageId }, type: { id: widget.type.id } }, check)
        : createWidget({ ...body, page: { id: pageId }, type: { id: type!.id }, index: placement.index }, check);
    },
    onSuccess: async () => {
      await widgetsChanged(queryClient, pageId);
      onClose();
    },
  });
  const problems = widgetSaveProblems(save.error, translate);
  const check = useCheckProblem(editor.draft.permissionChecks);
  // Closing with edits unsaved, or leaving the screen, asks first.
  const leave = useConfirmLeave(open && editor.edited && !save.isPending);
  const close = () => leave.confirm(onClose);
  const submit = () => {
    // A check that does not compile would hide the widget from everyone: its field says why.
    if (!check.ready || check.problem !== undefined) return;
    // The generated form checks itself first; the JSON goes to the server as typed.
    if (!editor.advanced && formRef.current && !formRef.current.validateForm()) return;
    const body = editor.body();
    if (body) save.mutate(body);
  };
  const heading = widget
    ? translate('portico.pageManagement.widgets.configureTitle', { title: translatedText(widget.title, locale) })
    : translate('portico.pageManagement.widgets.newTitle', { type: type?.name ?? '' });

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : close} fullScreen={fullScreen} fullWidth maxWidth="md" scroll="paper" aria-labelledby="widget-config-title">
      <DialogTitle id="widget-config-title" sx={{ pb: widget ? 0 : 1.5 }}>
        {heading}
      </DialogTitle>
      {widget && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          {type?.name ?? widget.type.name}
          {widget.lastModifiedDate && ` · ${translate('portico.pageManagement.widgets.lastModified', { who: widget.lastModifiedBy ?? '?', when: format.dateTime(widget.lastModifiedDate) })}`}
        </Typography>
      )}
      <DialogContent dividers data-testid="widget-config" sx={{ mt: widget ? 1.5 : 0 }}>
        <Stack spacing={2}>
          <TranslatedTextField
            label={translate('portico.pageManagement.widgets.title')}
            dialogTitle={translate('portico.pageManagement.widgets.titleTranslations')}
            value={editor.draft.title}
            onChange={(title) => editor.set({ title })}
            error={problems.fields.title}
            testId="widget-title"
          />
          <ConfSection schemaName={type?.confSchema} editor={editor} extraErrors={problems.conf} formRef={formRef} />
          <Divider />
          <StyleFields editor={editor} errors={problems.fields} />
        </Stack>
      </DialogContent>
      {problems.lines.length > 0 && (
        <Alert severity="error" data-testid="widget-config-error" sx={{ borderRadius: 0 }}>
          {problems.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={close} disabled={save.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || !editor.draft.title.trim()} data-testid="widget-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
      {leave.dialog}
    </Dialog>
  );
}
