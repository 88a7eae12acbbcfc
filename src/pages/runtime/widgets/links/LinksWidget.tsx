import { Link, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { useLocaleState, useNotify } from 'react-admin';
import type { LinksConf } from '../../../../shared/generated/widget-confs';
import { fetchFile, saveBlob } from '../../../../docstore/gateway-api';
import { localText } from '../../local-text';
import type { WidgetProps } from '../widget-props';

/**
 * Links to addresses (outside ones open in a new tab, `#path` ones open a composer page) and to files
 * of the document library, downloaded with the visitor's sign-in (the library serves signed-in accounts).
 */
export default function LinksWidget({ conf }: WidgetProps<LinksConf>) {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const download = (id: number) =>
    fetchFile(`/api/documentlibrary/documents/${id}/file`)
      .then(({ blob, name }) => saveBlob(blob, name))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <List dense disablePadding>
      {conf.links.map((link, index) => {
        const label = localText(link.label, locale);
        const library = link.libraryDocument;
        const outside = /^https?:\/\//.test(link.url ?? '');
        return (
          <ListItem key={index} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>{library ? <DescriptionIcon fontSize="small" /> : <LinkIcon fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={
                library ? (
                  <Link component="button" type="button" underline="hover" onClick={() => void download(library)} sx={{ textAlign: 'left' }}>
                    {label}
                  </Link>
                ) : (
                  <Link href={link.url} underline="hover" {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {label}
                  </Link>
                )
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
