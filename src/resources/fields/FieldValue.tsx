import { Box, Chip, Link } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { ReferenceArrayField, ReferenceField, SingleFieldList, useRecordContext, useTranslate } from 'react-admin';
import type { PublishedField } from '../../shared/entities/model';
import { modelOf } from '../models';
import { entityPath } from '../paths';

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 ** 2).toFixed(1)} MiB`;

const base64Size = (b64: string) => Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** Shows one field of the record in context, the same way in lists and detail screens. */
export function FieldValue({ field, imageHeight }: { field: PublishedField; imageHeight: number }) {
  const record = useRecordContext();
  const translate = useTranslate();
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
          {translate('portico.common.open')} ({type}, {formatBytes(base64Size(value as string))})
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
    default:
      return value == null ? null : <span>{String(value)}</span>;
  }
}

function LabelText({ field }: { field: string }) {
  const record = useRecordContext();
  return <>{record ? String(record[field] ?? record.id) : ''}</>;
}

function LabelChip({ field }: { field: string }) {
  const record = useRecordContext();
  return record ? <Chip size="small" label={String(record[field] ?? record.id)} sx={{ mr: 0.5 }} /> : null;
}
