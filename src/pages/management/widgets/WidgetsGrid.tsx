import { useMemo } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { Responsive, type EventCallback } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { GRID_GEOMETRY, pageLayouts } from '../../runtime/grid/grid-layouts';
import { useElementWidth } from '../../../common/useElementWidth';
import type { WidgetPlacement } from '../../../shared/page-management';
import { WidgetCard } from './WidgetCard';
import { placementsFrom } from './widget-layouts';
import { parseConf } from '../../../shared/widget-conf';
import type { ManagedWidget } from '../../../widget-data/widgets-api';

interface Props {
  widgets: ManagedWidget[];
  typeName: (widget: ManagedWidget) => string;
  onPlace: (placements: WidgetPlacement[]) => void;
  onConfigure: (widget: ManagedWidget) => void;
  onDelete: (widget: ManagedWidget) => void;
}

/**
 * The page's widgets on the runtime's grid (its breakpoints, columns, row height and margins), moved
 * by their title bars and resized by their corners. The grid follows the screen, not the panel: from
 * MUI's md on, the 12 columns users get (narrower, beside the page tree), below it one column, as
 * users get it too; there the places cannot be changed, as they are the wide grid's.
 */
export function WidgetsGrid({ widgets, typeName, onPlace, onConfigure, onDelete }: Props) {
  const [measured, width] = useElementWidth<HTMLDivElement>();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const layouts = useMemo(() => pageLayouts(widgets.map((w) => ({ id: w.id, conf: parseConf(w.conf) })), {}), [widgets]);
  // A drag that leaves every widget where it was saves nothing.
  const placed: EventCallback = (layout) => {
    const placements = placementsFrom(layout);
    if (JSON.stringify(placements) !== JSON.stringify(placementsFrom(layouts.md))) onPlace(placements);
  };
  return (
    <Box ref={measured} data-testid="widget-grid" sx={{ minHeight: 80, '& .react-grid-placeholder': { bgcolor: 'primary.main', borderRadius: 1 } }}>
      {width > 0 && (
        <Responsive
          width={width}
          breakpoint={wide ? 'md' : 'xs'}
          layouts={layouts}
          {...GRID_GEOMETRY}
          dragConfig={{ enabled: wide, handle: '.widget-drag-handle', cancel: 'button' }}
          resizeConfig={{ enabled: wide }}
          onDragStop={placed}
          onResizeStop={placed}
        >
          {widgets.map((widget) => (
            <div key={widget.id}>
              <WidgetCard widget={widget} typeName={typeName(widget)} movable={wide} onConfigure={() => onConfigure(widget)} onDelete={() => onDelete(widget)} />
            </div>
          ))}
        </Responsive>
      )}
    </Box>
  );
}
