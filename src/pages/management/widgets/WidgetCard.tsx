import { Box, Card, Chip, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SettingsIcon from '@mui/icons-material/Settings';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../../../shared/translated-text';
import { confSummary } from './conf-summary';
import { parseConf } from '../../../shared/widget-conf';
import type { ManagedWidget } from '../../../widget-data/widgets-api';

interface Props {
  widget: ManagedWidget;
  typeName: string;
  /** Its title bar moves it (the wide grid only). */
  movable: boolean;
  onConfigure: () => void;
  onDelete: () => void;
}

/**
 * A widget on the editor's grid: its title bar (the handle it is dragged by, as on the runtime's grid)
 * with its buttons, then its type, whether it has a permission check, and a few of its settings; not the
 * live widget, which the page's preview shows.
 */
export function WidgetCard({ widget, typeName, movable, onConfigure, onDelete }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translatedText(widget.title, locale);
  const conf = parseConf(widget.conf);
  const summary = confSummary(conf);
  const size = conf.layout as { w?: number; h?: number } | undefined;
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={`managed-widget-${widget.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        className="widget-drag-handle"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover', cursor: movable ? 'move' : 'default', minHeight: 40 }}
      >
        {movable && <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} aria-hidden />}
        <Typography variant="subtitle2" component="h3" noWrap sx={{ flex: 1, minWidth: 0, pl: movable ? 0 : 1 }} title={title}>
          {title}
        </Typography>
        <IconButton size="small" onClick={onConfigure} aria-label={translate('portico.pageManagement.widgets.configure', { title })} title={translate('portico.pageManagement.widgets.configure', { title })} data-testid="widget-configure">
          <SettingsIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onDelete} aria-label={translate('portico.pageManagement.widgets.delete', { title })} title={translate('portico.pageManagement.widgets.delete', { title })} data-testid="widget-delete">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'hidden', px: 1.25, py: 0.75 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="caption" color="primary" noWrap sx={{ fontWeight: 600, flex: 1 }} data-testid="widget-type">
            {typeName}
          </Typography>
          <Typography variant="caption" color="text.secondary" title={translate('portico.pageManagement.widgets.reference', { id: widget.id })} data-testid="widget-reference">
            W_{widget.id}
          </Typography>
          {widget.permissionChecks?.trim() && <Chip size="small" variant="outlined" label={translate('portico.pageManagement.checked')} sx={{ height: 18, fontSize: 11 }} data-testid="widget-checked" />}
          {size?.w !== undefined && (
            <Typography variant="caption" color="text.secondary" title={translate('portico.pageManagement.widgets.size')}>
              {size.w} × {size.h ?? 8}
            </Typography>
          )}
        </Box>
        {summary.map(({ key, value }) => (
          <Typography key={key} variant="caption" component="p" color="text.secondary" noWrap title={`${key}: ${value}`}>
            {key}: {value}
          </Typography>
        ))}
      </Box>
    </Card>
  );
}
