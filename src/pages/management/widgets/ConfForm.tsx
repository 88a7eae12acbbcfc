import type { Ref } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import Form from '@rjsf/mui';
import { replaceStringParameters, TranslatableString, type ErrorSchema, type ErrorTransformer, type UiSchema } from '@rjsf/utils';
import { useLocale, useTranslate } from 'react-admin';
import { ArrayItemTemplate } from './ArrayItemTemplate';
import { ChoiceTemplate } from './ChoiceTemplate';
import { TextWidget } from './TextWidget';
import { formValidator } from './form-validator';
import { constraintName } from '../../../shared/constraint-names';
import { choiceUiSchema } from './schema-texts';
import { loadWidgetSchema } from './widget-schemas';

/** rjsf's form, for its `validateForm()`. */
export type ConfFormHandle = { validateForm: () => boolean };

interface Props {
  schemaName: string;
  conf: Record<string, unknown>;
  /** `byUser`: typed or chosen, rather than the form filling in its defaults. */
  onChange: (conf: Record<string, unknown>, byUser: boolean) => void;
  /** The server's mistakes at their places. */
  extraErrors: ErrorSchema;
  formRef: Ref<ConfFormHandle>;
}

const UI: UiSchema = {
  // The dialog has its own buttons; the form is checked when they save.
  'ui:submitButtonOptions': { norender: true },
  // Optional groups and lists the configuration leaves out show as a title and an add button.
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object', 'array'] },
  // The place on the grid in one row (two on a phone).
  layout: { 'ui:options': { mui: { rjsfSlotProps: { objectGridItem: { size: { xs: 6, sm: 3 } } } } } },
};
const TEMPLATES = { MultiSchemaFieldTemplate: ChoiceTemplate, ArrayFieldItemTemplate: ArrayItemTemplate };
const WIDGETS = { TextWidget };
/** Headings of the form's sections at the dialog's scale, and its lists outlined rather than raised. */
const COMPACT = {
  '& .MuiTypography-h5': { fontSize: '1rem', fontWeight: 600 },
  '& .MuiPaper-root': { boxShadow: 'none', border: 1, borderColor: 'divider' },
} as const;
// A setting left out shows (and is then saved with) its schema default, which the widget applies anyway; empty groups stay out.
const DEFAULTS = { emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'requiredOnly' } } as const;

/** rjsf's own texts by their English ("Add Item"), to their names (AddItemButton) in `portico.rjsf`. */
const RJSF_TEXTS = new Map(Object.entries(TranslatableString).map(([name, english]) => [english as string, name]));

/** A widget's configuration as a form generated from its type's JSON Schema, in the reader's language. */
export function ConfForm({ schemaName, conf, onChange, extraErrors, formRef }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  // The form's mistakes in the words of the server's (`portico.validation.Max` …), the library's otherwise.
  const worded: ErrorTransformer = (errors) =>
    errors.map((e) => {
      const constraint = constraintName(e.name);
      return constraint ? { ...e, message: translate(`portico.validation.${constraint}`, { _: e.message }) } : e;
    });
  // A choice's branches by kind, where the schema gives them no title.
  const kind = (branch: { type?: unknown; propertyNames?: unknown }) =>
    branch.propertyNames
      ? translate('portico.pageManagement.widgets.kind.perLanguage')
      : typeof branch.type === 'string'
        ? translate(`portico.pageManagement.widgets.kind.${branch.type}`, { _: branch.type })
        : undefined;
  // rjsf's buttons, empty lists and choices in our words (`%1` stands for its parameters).
  const translateString = (text: TranslatableString, params?: string[]) =>
    replaceStringParameters(translate(`portico.rjsf.${RJSF_TEXTS.get(text) ?? ''}`, { _: text }), params);
  const schema = useQuery({
    queryKey: ['page-management', 'widget-schema', schemaName, locale],
    queryFn: async () => {
      const loaded = await loadWidgetSchema(schemaName, kind, translate);
      return loaded && { schema: loaded, ui: { ...choiceUiSchema(loaded), ...UI } };
    },
    staleTime: Infinity,
  });
  if (schema.isPending) return <LinearProgress aria-label={translate('portico.composer.loading')} />;
  if (schema.error) return <Alert severity="error">{schema.error.message}</Alert>;
  if (!schema.data) return <Alert severity="warning">{translate('portico.pageManagement.widgets.unknownSchema', { name: schemaName })}</Alert>;
  return (
    <Box sx={COMPACT}>
      <Form
        ref={formRef as Ref<never>}
        schema={schema.data.schema}
        uiSchema={schema.data.ui}
        translateString={translateString}
        formData={conf}
        validator={formValidator}
        transformErrors={worded}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULTS}
        templates={TEMPLATES}
        widgets={WIDGETS}
        // rjsf names the field a change comes from; its own filling in of defaults names none.
        onChange={(e, id) => onChange(e.formData as Record<string, unknown>, id !== undefined)}
      />
    </Box>
  );
}
