import { useState } from 'react';
import { Box, Collapse, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { translatedText } from '../shared/translated-text';
import { pathOfHash, type PageNode } from '../shared/page-tree';
import { readExpanded, writeExpanded } from './expanded-pages';
import { PageIcon } from './page-icons';
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
  const [locale] = useLocaleState();
  const { tree, loading, failed } = usePageTree(scope);
  const [expanded, setExpanded] = useState(() => new Set(readExpanded(scope)));
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === composerPath ? pathOfHash(location.hash) : undefined;

  // The folders holding the page that opens are opened with it, so that the visitor sees where it is.
  const holding = current ? ancestorsOf(tree, current) : [];
  const [shown, setShown] = useState<string>();
  if (holding.length && shown !== current && tree.length) {
    setShown(current);
    if (holding.some((id) => !expanded.has(id))) {
      const next = new Set([...expanded, ...holding]);
      setExpanded(next);
      writeExpanded(scope, [...next]);
    }
  }

  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
    writeExpanded(scope, [...next]);
  };

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

  const render = (nodes: PageNode[], depth: number) =>
    nodes.map((node) => {
      const { page } = node;
      const name = translatedText(page.name, locale);
      const hasChildren = node.children.length > 0;
      const isOpen = expanded.has(page.id);
      return (
        <li key={page.id}>
          <ListItem
            component="div"
            disablePadding
            secondaryAction={
              open &&
              hasChildren && (
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate(isOpen ? 'portico.pages.collapse' : 'portico.pages.expand', { name })}
                  aria-expanded={isOpen}
                  onClick={() => toggle(page.id)}
                >
                  {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                </IconButton>
              )
            }
          >
            <ListItemButton
              dense
              selected={!!current && current === page.path}
              onClick={() => openPage(node)}
              sx={{ pl: open ? 2 + depth * 2 : 2 }}
              title={name}
              data-testid={`page-node-${page.id}`}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PageIcon page={page} hasChildren={hasChildren} />
              </ListItemIcon>
              {open && <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />}
            </ListItemButton>
          </ListItem>
          {hasChildren && (
            <Collapse in={isOpen} timeout="auto" unmountOnExit>
              <List disablePadding>{render(node.children, depth + 1)}</List>
            </Collapse>
          )}
        </li>
      );
    });

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
      <List dense>{render(tree, 0)}</List>
    </Box>
  );
}

/** The ids of the folders above the page at `path`, outermost first; none when the tree does not hold it. */
function ancestorsOf(nodes: PageNode[], path: string, above: number[] = []): number[] {
  for (const node of nodes) {
    if (node.page.path === path && node.page.type === 'PAGE') return above;
    const inner = ancestorsOf(node.children, path, [...above, node.page.id]);
    if (inner.length) return inner;
  }
  return [];
}
