import { Collapse, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../shared/translated-text';
import type { PageNode } from '../shared/page-tree';
import { PageIcon } from './page-icons';

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
      {hasChildren && (
        <Collapse in={isOpen} timeout="auto" unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <PageTreeNode
                key={child.page.id}
                node={child}
                depth={depth + 1}
                open={open}
                current={current}
                expanded={expanded}
                onToggle={onToggle}
                onOpen={onOpen}
              />
            ))}
          </List>
        </Collapse>
      )}
    </li>
  );
}
