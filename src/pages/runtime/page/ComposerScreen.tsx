import { useEffect } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { findPage, firstPage, pathOfHash } from '../../../shared/page-tree';
import { usePageTree, type PageScope } from '../usePageTree';
import { ComposerPageView } from './ComposerPageView';
import { PageLoading } from './PageLoading';

/**
 * The composer (spec 001 §2): `/wuser/composer#{path}` for signed-in users (private pages) and
 * `/wguest/composer#{path}` for everyone (public pages). Without a path it opens the first page the
 * visitor may see, and puts its path in the address; a path the visitor's tree does not hold says so.
 */
export function ComposerScreen({ scope }: { scope: PageScope }) {
  const translate = useTranslate();
  const { tree, loading, failed } = usePageTree(scope);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const path = pathOfHash(hash);
  const first = firstPage(tree);

  useEffect(() => {
    // The address keeps its query (a link's parameters) when the first page's path is added.
    if (!path && first?.path) navigate(`${pathname}${search}#${first.path}`, { replace: true });
  }, [path, first, pathname, search, navigate]);

  if (loading && !tree.length) return <PageLoading />;
  if (failed) return <Notice text={translate('portico.pages.failed')} severity="error" />;
  // Without a path the first page shows at once, while the address takes its path: an empty screen
  // in between was painted, with the footer drawn at its top and then pushed down.
  const page = path ? findPage(tree, path) : first;
  if (!page) return <Notice text={translate(path ? 'portico.composer.pageNotFound' : 'portico.pages.none')} severity="info" />;
  return <ComposerPageView key={page.id} pageId={page.id} />;
}

const Notice = ({ text, severity }: { text: string; severity: 'info' | 'error' }) => (
  <Box sx={{ p: 2 }}>
    <Alert severity={severity} data-testid="composer-notice">
      {text}
    </Alert>
  </Box>
);

/** The guests' composer, `/wguest/composer`: the public pages. */
export const PublicComposer = () => <ComposerScreen scope="PUBLIC" />;
/** The users' composer, `/wuser/composer`: the private pages. */
export const PrivateComposer = () => <ComposerScreen scope="PRIVATE" />;
