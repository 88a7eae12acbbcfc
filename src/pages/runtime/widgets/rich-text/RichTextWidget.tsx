import { useMemo } from 'react';
import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useLocaleState } from 'react-admin';
import type { RichTextConf } from '../../../../shared/generated/widget-confs';
import { ADMINISTRATORS, hasAnyAuthority } from '../../../../auth/roles';
import { useSession } from '../../../../auth/useSession';
import { localText } from '../../local-text';
import type { WidgetProps } from '../widget-props';
import { RichTextEditButton } from './RichTextEditButton';

/**
 * HTML from the configuration, in the visitor's language ('NO TRANSLATION FOUND' when it has none),
 * cleaned by DOMPurify before it is shown: no script, no event handlers, no javascript: links.
 * Administrators may edit it in place.
 */
export default function RichTextWidget({ widget, conf }: WidgetProps<RichTextConf>) {
  const [locale] = useLocaleState();
  const { authenticated, authorities } = useSession();
  const administrator = authenticated && hasAnyAuthority(authorities, ADMINISTRATORS);
  const html = useMemo(() => DOMPurify.sanitize(localText(conf.html, locale), { USE_PROFILES: { html: true } }), [conf.html, locale]);
  return (
    <>
      {administrator && <RichTextEditButton widget={widget} html={conf.html} />}
      <Box className="rich-text" sx={{ '& :first-of-type': { mt: 0 }, '& img': { maxWidth: '100%' }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
