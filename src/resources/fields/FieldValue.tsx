import { Box, Chip, Link } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { ReferenceArrayField, ReferenceField, SingleFieldList, useRecordContext, useTranslate } from 'react-admin';
import type { PublishedField } from '../../shared/entities/model';
import { useFormat } from '../../i18n/useFormat';
import { modelOf } from '../models';
import { entityPath } from '../paths';

/** The bytes a base64 text holds. */
export const base64Size = (b64: string) => Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/**
 * An integer whose name ends in `Id` (an alias's `adiutoId`) names a record of another system: it is
 * shown as it is, not grouped like a quantity.
 */
const isIdentifier = (field: PublishedField) => /Id$/.test(field.name);

/** Shows one field of the record in context, the same way in lists and detail screens. */
export function FieldValue({ field, imageHeight }: { field: PublishedField; imageHeight: number }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const value = record[field.name];
  switch (field.kind) {
    case 'boolean':
      return value ? <CheckIcon fontSize="small" color="success" titleAccess={translate('portico.common.yes')} /> : <span>{translate('portico.common.no')}</span>;
    case 'binary': {
      if (!value) return null;
      const type = (record[`${field.name}ContentType`] as string) || 'application/octet-stream';
      const url = `data:${type};base64,${value}`;
      if (type.startsWith('image/'))
        return <Box component="img" src={url} alt={field.name} sx={{ maxHeight: imageHeight, maxWidth: imageHeight * 4, display: 'block' }} />;
      return (
        <Link href={url} download={`${field.name}`} onClick={(e) => e.stopPropagation()}>
          {translate('portico.common.open')} ({type}, {format.fileSize(base64Size(value as string))})
        </Link>
      );
    }
    case 'reference': {
      const target = modelOf(field.ref!);
      return (
        <ReferenceField source={field.name} reference={target.name} link={(r) => entityPath(target.name, r.id)} emptyText="">
          <LabelText field={target.labelField} />
        </ReferenceField>
      );
    }
    case 'references': {
      const target = modelOf(field.ref!);
      return (
        <ReferenceArrayField source={field.name} reference={target.name} perPage={1000}>
          <SingleFieldList linkType={false}>
            <LabelChip field={target.labelField} />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    }
    case 'contentType':
      return null;
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || isIdentifier(field)) break;
      return <span>{format.number(value, field.kind === 'integer' ? '0,0' : '0,0.[00]')}</span>;
  }
  return value == null ? null : <span>{String(value)}</span>;
}

function LabelText({ field }: { field: string }) {
  const record = useRecordContext();
  return <>{record ? String(record[field] ?? record.id) : ''}</>;
}

function LabelChip({ field }: { field: string }) {
  const record = useRecordContext();
  return record ? <Chip size="small" label={String(record[field] ?? record.id)} sx={{ mr: 0.5 }} /> : null;
}
