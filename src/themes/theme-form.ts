import { toErrorSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { useLocale, useTranslate } from 'react-admin';
import { formValidator } from '../pages/management/widgets/form-validator';
import { contrastProblems, resolveThemeConf } from '../shared/theme-conf';

/** The theme form's checks: the schema's, then the contrast rule's at the colour's field. */
export function useThemeFormValidator(): ValidatorType {
  const translate = useTranslate();
  const locale = useLocale();
  return {
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
}

/** The theme form's layout and its translated labels (the schema's English descriptions stay out). */
export function useThemeUiSchema(): UiSchema {
  const translate = useTranslate();
  const option = (name: string) => ({ 'ui:title': translate(`portico.theme.field.${name}`) });
  const named = (name: string, values: string[]) => ({ ...option(name), 'ui:enumNames': values.map((v) => translate(`portico.theme.${name}.${v}`)) });
  return {
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
}
