import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { EntityValue, FieldDescription } from '../../../../shared/documents/gateway-wire';
import { shownFieldValue, type ValueFormats } from '../../documents/field-value';

/**
 * A document's value in a list cell, formatted as the detail shows it (dates DD/MM/YYYY, numbers in
 * the portal's format, a value list's label); yes/no as icons named for screen readers.
 */
export function ValueCell({ value, field, formats }: { value: EntityValue | undefined; field: Pick<FieldDescription, 'kind'>; formats: ValueFormats }) {
  const text = shownFieldValue(value, formats, field.kind);
  if (field.kind === 'boolean' && text)
    return text === formats.yes ? (
      <CheckIcon fontSize="small" color="success" titleAccess={formats.yes} sx={{ verticalAlign: 'middle' }} />
    ) : (
      <CloseIcon fontSize="small" color="disabled" titleAccess={formats.no} sx={{ verticalAlign: 'middle' }} />
    );
  return <>{text}</>;
}
