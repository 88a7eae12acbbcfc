import { Box, List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOfHash, type PageNode } from '../../shared/page-tree';
import { PageTreeNode } from './PageTreeNode';
import { useExpandedPages } from './useExpandedPages';
import { usePageTree, type PageScope } from './usePageTree';

interface Props {
  scope: PageScope;
  /** Where pages open: /wuser/composer for private pages, /wguest/composer for public ones. */
  composerPath: string;
  /** The sidebar is open (names shown) or folded (icons only). */
  open: boolean;
}

/**
 * The navigation tree of the composer's pages (spec 001 §2): names in the visitor's language, folders
 * that remember being opened (local storage `pages-persisted`), pages opening in the composer at
 * `#{path}`, links in a new tab. The composer screen opens the first page when the address names none.
 */
export function PageTree({ scope, composerPath, open }: Props) {
  const translate = useTranslate();
  const { tree, loading, failed } = usePageTree(scope);
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === composerPath ? pathOfHash(location.hash) : undefined;

  const { expanded, toggle } = useExpandedPages(scope, tree, current);

  const openPage = (node: PageNode) => {
    const { page } = node;
    if (page.type === 'LINK') {
      if (page.link) window.open(page.link, '_blank', 'noopener,noreferrer');
    } else if (page.path) {
      navigate(`${composerPath}#${page.path}`);
    } else if (node.children.length) {
      toggle(page.id);
    }
  };

  if (loading && !tree.length) return null;
  if (failed || !tree.length)
    return open ? (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="page-tree-empty">
        {translate(failed ? 'portico.pages.failed' : 'portico.pages.none')}
      </Typography>
    ) : null;
  // The landmark wraps the list rather than being it, so that every <li> has its <ul>.
  return (
    <Box component="nav" aria-label={translate(scope === 'PUBLIC' ? 'portico.menu.publicPages' : 'portico.menu.privatePages')} data-testid="page-tree">
      <List dense>
        {tree.map((node) => (
          <PageTreeNode key={node.page.id} node={node} depth={0} open={open} current={current} expanded={expanded} onToggle={toggle} onOpen={openPage} />
        ))}
      </List>
    </Box>
  );
}
