import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ComposerWidget } from '../../../../shared/composer-page';
import type { Translations } from '../../modals/TranslationTextDialog';
import { whenOpened } from '../../../../common/whenOpened';
import type { RichTextConf } from '../../../../shared/generated/widget-confs';
import { translatedText } from '../../../../shared/translated-text';
import { changeWidgetConf } from '../../../../widget-data/widgets-api';

const TranslationTextDialog = whenOpened(() => import('../../modals/TranslationTextDialog').then((m) => m.TranslationTextDialog), (p) => p.open);

/**
 * An administrator's way to change the widget's text in place: the translation-text modal, then the
 * widget saved as it is stored (its whole configuration, with the new `html`; the server checks it
 * against the rich-text schema and refuses anyone but administrators), then the page read again.
 */
export function RichTextEditButton({ widget, html }: { widget: ComposerWidget; html: RichTextConf['html'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const save = useMutation({
    // The stored configuration keeps everything but the text.
    mutationFn: (texts: Translations) => changeWidgetConf(widget.id, (conf) => ({ ...conf, html: texts })),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['composer', 'page'] });
      setOpen(false);
    },
  });
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)} sx={{ float: 'right', ml: 1 }} data-testid="rich-text-edit">
        {translate('portico.composer.richText.edit')}
      </Button>
      <TranslationTextDialog
        open={open}
        title={translate('portico.composer.richText.editTitle', { title: translatedText(widget.title, locale) })}
        value={html}
        multiline
        busy={save.isPending}
        error={save.error?.message}
        onSave={(texts) => save.mutate(texts)}
        onClose={() => {
          setOpen(false);
          save.reset();
        }}
      />
    </>
  );
}
