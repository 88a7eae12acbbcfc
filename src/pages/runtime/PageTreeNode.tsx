import { Suspense, useEffect, useState } from 'react';
import { IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../../shared/translated-text';
import type { PageNode } from '../../shared/page-tree';
import { lazyPage } from '../../common/lazyPage';
import { useOpenedOnce } from '../../common/useOpenedOnce';
import { PageIcon } from './page-icons';

// MUI's Collapse and its transition, not in the shell: asked for once a tree with folders shows.
const Collapse = lazyPage(() => import('@mui/material/Collapse').then((m) => m.default), { firstTexts: true });

export interface PageTreeNodeProps {
  node: PageNode;
  depth: number;
  /** The sidebar is open (names shown) or folded (icons only). */
  open: boolean;
  /** The path of the page open in the composer, if any. */
  current: string | undefined;
  expanded: Set<number>;
  onToggle: (id: number) => void;
  onOpen: (node: PageNode) => void;
}

/** One entry of the page tree, in the visitor's language, with its children below it when opened. */
export function PageTreeNode({ node, depth, open, current, expanded, onToggle, onOpen }: PageTreeNodeProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { page } = node;
  const name = translatedText(page.name, locale);
  const hasChildren = node.children.length > 0;
  const isOpen = expanded.has(page.id);
  const openedOnce = useOpenedOnce(isOpen);
  // A folder open from the start (the current page's) shows its pages at once; one opened later unfolds.
  const [openAtStart] = useState(isOpen);
  useEffect(() => {
    if (hasChildren) Collapse.preload().catch(() => undefined);
  }, [hasChildren]);
  const children = hasChildren && (
    <List disablePadding>
      {node.children.map((child) => (
        <PageTreeNode key={child.page.id} node={child} depth={depth + 1} open={open} current={current} expanded={expanded} onToggle={onToggle} onOpen={onOpen} />
      ))}
    </List>
  );
  return (
    <li>
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
              onClick={() => onToggle(page.id)}
            >
              {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          )
        }
      >
        <ListItemButton
          dense
          selected={!!current && current === page.path}
          onClick={() => onOpen(node)}
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
      {hasChildren && openedOnce && (
        <Suspense fallback={openAtStart && children}>
          <Collapse in={isOpen} appear={!openAtStart} timeout="auto" unmountOnExit>
            {children}
          </Collapse>
        </Suspense>
      )}
    </li>
  );
}
