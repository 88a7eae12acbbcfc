import type { ReactNode } from 'react';
import { Box, Chip, IconButton, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { PageIcon } from '../../runtime/page-icons';
import type { ManagedPage } from '../pages-api';
import type { DropPlace } from './page-moves';
import type { useTreeDrag } from './useTreeDrag';

interface Props {
  page: ManagedPage;
  name: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  drop?: DropPlace;
  dragProps: ReturnType<ReturnType<typeof useTreeDrag>['rowProps']>;
  onToggle: () => void;
  onSelect: () => void;
  /** The row's menu button. */
  actions: ReactNode;
}

const LINE = { content: '""', position: 'absolute', left: 0, right: 0, height: 2, bgcolor: 'primary.main' } as const;

/** One page of the editable tree: drag handle, icon, name, path or LINK, and its menu. */
export function PageTreeRow({ page, name, depth, hasChildren, expanded, selected, drop, dragProps, onToggle, onSelect, actions }: Props) {
  const translate = useTranslate();
  return (
    <Box
      {...dragProps}
      data-testid={`managed-page-${page.id}`}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        pl: depth * 2,
        borderRadius: 1,
        // The whole row shows the selection, not its label alone.
        bgcolor: selected ? 'action.selected' : undefined,
        outline: drop === 'inside' ? 2 : 0,
        outlineColor: 'primary.main',
        '&::before': drop === 'before' ? { ...LINE, top: 0 } : undefined,
        '&::after': drop === 'after' ? { ...LINE, bottom: 0 } : undefined,
      }}
    >
      <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled', cursor: 'grab', flexShrink: 0 }} aria-hidden />
      {hasChildren ? (
        <IconButton
          size="small"
          aria-label={translate(expanded ? 'portico.pages.collapse' : 'portico.pages.expand', { name })}
          aria-expanded={expanded}
          onClick={onToggle}
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      <ListItemButton dense selected={selected} onClick={onSelect} aria-current={selected ? 'page' : undefined} sx={{ borderRadius: 1, minWidth: 0, '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'transparent' } }}>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <PageIcon page={page} hasChildren={hasChildren} />
        </ListItemIcon>
        <ListItemText
          primary={name}
          secondary={page.type === 'LINK' ? page.link : page.path ? `#${page.path}` : undefined}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
        {page.permissionChecks?.trim() && <Chip size="small" variant="outlined" label={translate('portico.pageManagement.checked')} sx={{ ml: 1 }} />}
      </ListItemButton>
      {actions}
    </Box>
  );
}
