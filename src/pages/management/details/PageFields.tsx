import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Page } from '../../../shared/generated/entities';
import { templatesQuery } from '../pages-api';
import { CheckField } from '../fields/CheckField';
import { IconPicker } from './IconPicker';
import { TranslatedTextField } from '../fields/TranslatedTextField';

/** What the page form edits; the place in the tree (parent, index, scope) is the tree's to change. */
export const EDITED_FIELDS = ['name', 'type', 'path', 'link', 'icon', 'template', 'permissionChecks', 'description', 'cssUrl'] as const satisfies (keyof Page)[];

/** The edited fields of a page. */
export const editedPart = (page: Page): Partial<Page> => Object.fromEntries(EDITED_FIELDS.map((f) => [f, page[f] ?? null]));

/** The field errors of a refused save, by field, as translated messages. */
export type FieldMessages = Partial<Record<keyof Page, string>>;

interface Props {
  page: Page;
  onChange: (page: Page) => void;
  errors: FieldMessages;
  /** Only the fields a new page needs (name, kind, address); the rest once it exists. */
  brief?: boolean;
}

const NO_TEMPLATE = '';

/** The fields of a page: name per language, kind, address or link, and, unless brief, the rest. */
export function PageFields({ page, onChange, errors, brief }: Props) {
  const translate = useTranslate();
  const templates = useQuery({ ...templatesQuery(), enabled: !brief });
  const set = <K extends keyof Page>(key: K, value: Page[K]) => onChange({ ...page, [key]: value });
  const isLink = page.type === 'LINK';
  return (
    <Stack spacing={2}>
      <TranslatedTextField
        label={translate('portico.pageManagement.name')}
        dialogTitle={translate('portico.pageManagement.nameTitle')}
        value={page.name ?? ''}
        onChange={(name) => set('name', name)}
        error={errors.name}
        testId="page-name"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={translate('portico.pageManagement.type')} value={page.type ?? 'PAGE'} onChange={(e) => set('type', e.target.value as Page['type'])} sx={{ minWidth: 160 }} slotProps={{ htmlInput: { 'data-testid': 'page-type' } }}>
          <MenuItem value="PAGE">{translate('portico.pageManagement.typePage')}</MenuItem>
          <MenuItem value="LINK">{translate('portico.pageManagement.typeLink')}</MenuItem>
        </TextField>
        {isLink ? (
          <TextField label={translate('portico.pageManagement.link')} value={page.link ?? ''} onChange={(e) => set('link', e.target.value)} fullWidth error={!!errors.link} helperText={errors.link ?? ' '} slotProps={{ htmlInput: { 'data-testid': 'page-link', inputMode: 'url' } }} />
        ) : (
          <TextField
            label={translate('portico.pageManagement.path')}
            value={page.path ?? ''}
            onChange={(e) => set('path', e.target.value)}
            fullWidth
            error={!!errors.path}
            helperText={errors.path ?? translate('portico.pageManagement.pathHint')}
            slotProps={{ htmlInput: { 'data-testid': 'page-path', spellCheck: false } }}
          />
        )}
      </Stack>
      {!brief && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <IconPicker value={page.icon ?? ''} onChange={(icon) => set('icon', icon || null)} />
            <TextField
              select
              label={translate('portico.pageManagement.template')}
              value={page.template ? String(page.template.id) : NO_TEMPLATE}
              onChange={(e) => set('template', e.target.value ? { id: Number(e.target.value) } : null)}
              fullWidth
              error={!!errors.template}
              helperText={errors.template}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={NO_TEMPLATE}>{translate('portico.pageManagement.noTemplate')}</MenuItem>
              {(templates.data ?? []).map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name} ({t.row}×{t.col})
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <CheckField
            value={page.permissionChecks ?? ''}
            onChange={(check) => set('permissionChecks', check || null)}
            error={errors.permissionChecks}
            emptyHint={translate('portico.pageManagement.checkEmpty')}
            testId="page-check"
          />
          <TextField label={translate('portico.pageManagement.description')} value={page.description ?? ''} onChange={(e) => set('description', e.target.value || null)} multiline minRows={2} fullWidth />
          <TextField label={translate('portico.pageManagement.cssUrl')} value={page.cssUrl ?? ''} onChange={(e) => set('cssUrl', e.target.value || null)} fullWidth error={!!errors.cssUrl} helperText={errors.cssUrl ?? translate('portico.pageManagement.cssUrlHint')} />
        </>
      )}
    </Stack>
  );
}
