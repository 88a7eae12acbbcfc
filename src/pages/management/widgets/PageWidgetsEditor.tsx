import { useMemo, useState } from 'react';
import { Alert, Box, LinearProgress, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { whenOpened } from '../../../common/whenOpened';
import { LayoutStatus } from './LayoutStatus';
import { useLayoutSave } from './useLayoutSave';
import { useUndoableWidgetDelete } from './useUndoableWidgetDelete';
import { belowAll, withPlacements } from './widget-layouts';
import { pageWidgetsQuery, widgetTypesQuery, type ManagedWidget, type ManagedWidgetType } from '../../../widget-data/widgets-api';
import { WidgetPalette } from './WidgetPalette';
import { WidgetsGrid } from './WidgetsGrid';

// The configuration form brings rjsf and its validator: loaded when a widget is first configured.
const WidgetConfigDialog = whenOpened(() => import('./WidgetConfigDialog').then((m) => m.WidgetConfigDialog), (p) => p.open);

/** What the configuration dialog shows: a stored widget, or a new one of a type. */
type Editing = { widget: ManagedWidget; type?: ManagedWidgetType } | { widget?: undefined; type: ManagedWidgetType };

/**
 * The widget editor of one page: its widgets on the runtime's grid (moved and resized there, the places
 * saved at once), a palette of the widget types to add one, each widget's configuration in a dialog,
 * and deleting, undoable for a few seconds.
 */
export function PageWidgetsEditor({ pageId }: { pageId: number }) {
  const translate = useTranslate();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const stored = useQuery(pageWidgetsQuery(pageId));
  const types = useQuery(widgetTypesQuery());
  const layout = useLayoutSave(pageId);
  const { hidden, remove } = useUndoableWidgetDelete(pageId);
  const [editing, setEditing] = useState<Editing>();
  const [open, setOpen] = useState(false);
  // Each opening starts from the widget as stored.
  const [session, setSession] = useState(0);
  const widgets = useMemo(() => withPlacements(stored.data ?? [], layout.pending).filter((w) => !hidden.has(w.id)), [stored.data, layout.pending, hidden]);
  const typeOf = (widget: ManagedWidget) => types.data?.find((t) => t.id === widget.type.id);
  const edit = (next: Editing) => {
    setEditing(next);
    setSession((n) => n + 1);
    setOpen(true);
  };

  return (
    <Box data-testid="page-widgets">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <WidgetPalette types={types.data} onPick={(type) => edit({ type })} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
          {translate(wide ? 'portico.pageManagement.widgets.hint' : 'portico.pageManagement.widgets.narrowHint')}
        </Typography>
        <LayoutStatus layout={layout} />
      </Box>
      {(stored.error ?? types.error) && <Alert severity="error" sx={{ mb: 1 }}>{(stored.error ?? types.error)?.message}</Alert>}
      {/* The types too: a widget's form is chosen by its type. */}
      {stored.isPending || types.isPending ? (
        <LinearProgress aria-label={translate('portico.composer.loading')} />
      ) : !widgets.length ? (
        <Alert severity="info" data-testid="widgets-empty">
          {translate('portico.pageManagement.widgets.empty')}
        </Alert>
      ) : (
        <WidgetsGrid
          widgets={widgets}
          typeName={(w) => typeOf(w)?.name ?? w.type.name ?? String(w.type.id)}
          onPlace={layout.save}
          onConfigure={(widget) => edit({ widget, type: typeOf(widget) })}
          onDelete={remove}
        />
      )}
      <WidgetConfigDialog
        key={session}
        open={open}
        pageId={pageId}
        widget={editing?.widget}
        type={editing?.type}
        placement={{ index: widgets.length, layout: belowAll(widgets) }}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
