import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, useUpdate } from 'react-admin';
import type { ComposerWidget } from '../../../shared/composer-page';
import type { Translations } from '../../modals/TranslationTextDialog';
import { whenOpened } from '../../../common/whenOpened';
import type { RichTextConf } from '../../../shared/generated/widget-confs';
import { translatedText } from '../../../shared/translated-text';
import { parseConf, writeConf } from '../../../shared/widget-conf';

const TranslationTextDialog = whenOpened(() => import('../../modals/TranslationTextDialog').then((m) => m.TranslationTextDialog), (p) => p.open);

/**
 * An administrator's way to change the widget's text in place: the translation-text modal, then the
 * widget saved as it is stored (its whole configuration, with the new `html`; the server checks it
 * against the rich-text schema and refuses anyone but administrators), then the page read again.
 */
export function RichTextEditButton({ widget, html }: { widget: ComposerWidget; html: RichTextConf['html'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const [update] = useUpdate();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const save = useMutation({
    mutationFn: async (texts: Translations) => {
      // The stored widget, not the page's copy: its configuration keeps everything but the text.
      const { data } = await dataProvider.getOne('widget', { id: widget.id });
      const conf = { ...parseConf(String(data.conf)), html: texts };
      await update('widget', { id: widget.id, data: { ...data, conf: writeConf(conf) }, previousData: data }, { mutationMode: 'pessimistic', returnPromise: true });
    },
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
