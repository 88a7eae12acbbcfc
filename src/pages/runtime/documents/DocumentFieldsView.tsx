import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentEntity } from '../../../shared/documents/placeholders';
import type { EntityValue, FieldDescription } from '../../../shared/documents/gateway-wire';
import { useFormat } from '../../../i18n/useFormat';
import { shownFieldValue, type ValueFormats } from './field-value';

interface Props {
  entity: DocumentEntity;
  /** The fields shown, in order (the family's, as a query answers them); all of the entity's when left out. */
  fields?: Pick<FieldDescription, 'id' | 'name' | 'kind'>[];
}

/**
 * A document's fields, read-only, as a definition list: each field's label and its value formatted
 * for reading (field-value.ts). Used by the document detail widget and the list's details dialog.
 */
export function DocumentFieldsView({ entity, fields }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const formats: ValueFormats = { number: (n) => format.number(n, '0,0.[00]'), yes: translate('portico.common.yes'), no: translate('portico.common.no') };
  const shown = fields ?? Object.entries(entity.fields).map(([id, value]) => ({ id: Number(id), name: value.lbl ?? id, kind: undefined }));
  return (
    <Box
      component="dl"
      data-testid="document-fields"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(5rem, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0, typography: 'body2' }}
    >
      {shown.map((field) => {
        const text = shownFieldValue(entity.fields[field.id] as EntityValue | undefined, formats, field.kind);
        return (
          <Box key={field.id} sx={{ display: 'contents' }} data-field={field.id}>
            <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {field.name}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {text || '—'}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
