import { useState, type ReactNode } from 'react';
import { Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useElementWidth } from '../../common/useElementWidth';
import { EntryBox } from './EntryBox';
import type { ToolbarAction } from './toolbar-actions';

export interface ViewerToolbarProps {
  page: number;
  pageCount: number;
  zoom: number;
  onPageEntry(entry: string): void;
  onZoomEntry(entry: string): void;
  onPrevious(): void;
  onNext(): void;
  actions: ToolbarAction[];
  /** The signing controls, kept in sight on a narrow toolbar. */
  extra?: ReactNode;
}

/** Below this width the toolbar keeps paging, the zoom box and signing in sight and moves the rest into a menu (001 §2). */
export const COMPACT_WIDTH = 700;
const ZOOM_BOX_MIN_WIDTH = 330;

export function ViewerToolbar({ page, pageCount, zoom, onPageEntry, onZoomEntry, onPrevious, onNext, actions, extra }: ViewerToolbarProps) {
  const translate = useTranslate();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const compact = width > 0 && width < COMPACT_WIDTH;
  const t = (key: string, options?: object) => translate(`portico.pdf.viewer.${key}`, options);
  return (
    <Box ref={ref} role="toolbar" aria-label={t('toolbar')} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}>
      <IconButton size="small" aria-label={t('previous')} onClick={onPrevious} disabled={page <= 1}>
        <NavigateBeforeIcon />
      </IconButton>
      <EntryBox label={t('pageBox')} shown={pageCount ? `${page} / ${pageCount}` : '…'} onEntry={onPageEntry} width={84} testId="pdf-page-box" />
      <IconButton size="small" aria-label={t('next')} onClick={onNext} disabled={page >= pageCount}>
        <NavigateNextIcon />
      </IconButton>
      {(!compact || width >= ZOOM_BOX_MIN_WIDTH) && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
      {!compact && actions.slice(0, 1).map(button)}
      {(!compact || width >= ZOOM_BOX_MIN_WIDTH) && <EntryBox label={t('zoomBox')} shown={`${zoom}%`} onEntry={onZoomEntry} width={64} testId="pdf-zoom-box" />}
      {!compact && actions.slice(1, 3).map(button)}
      {!compact && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
      {!compact && actions.slice(3).map(button)}
      <Box sx={{ flex: 1 }} />
      {extra}
      {compact && (
        <>
          <IconButton size="small" aria-label={t('more')} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)} data-testid="pdf-toolbar-more">
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action.key}
                disabled={action.disabled}
                onClick={() => {
                  setMenu(null);
                  action.onClick();
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ))}
            <MenuItem disabled>
              <Typography variant="caption">{t('zoomShown', { zoom })}</Typography>
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}

function button(action: ToolbarAction) {
  return (
    <IconButton key={action.key} size="small" aria-label={action.label} title={action.label} onClick={action.onClick} disabled={action.disabled} aria-pressed={action.pressed} data-testid={`pdf-${action.key}`}>
      {action.icon}
    </IconButton>
  );
}
