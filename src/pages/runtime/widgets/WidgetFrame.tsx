import { memo, Suspense, type ReactNode } from 'react';
import { Alert, Box, Card, LinearProgress, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ComposerWidget } from '../../../shared/composer-page';
import { translatedText } from '../../../shared/translated-text';
import { isWidgetType, WIDGETS } from './registry';
import { WidgetBoundary } from './WidgetBoundary';

/**
 * A widget's card on the grid: its title (the handle it is dragged by, so part of the grid's own
 * tree, where the grid hears the pointer) around its body.
 */
export function WidgetFrame({ widget, children }: { widget: ComposerWidget; children: ReactNode }) {
  const [locale] = useLocaleState();
  const title = translatedText(widget.title, locale);
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={`widget-${widget.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box className="widget-drag-handle" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', cursor: 'move', minHeight: 40 }}>
        <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600, flex: 1 }} title={title}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1.5 }} className="widget-body">
        {children}
      </Box>
    </Card>
  );
}

/**
 * What a widget shows: its type's component, loaded on demand, inside an error boundary. A type the
 * portal does not know says so rather than staying blank. Rendered again only when its widget changes,
 * not each time the grid around it does (a new width, the interactive grid taking over).
 */
export const WidgetBody = memo(function WidgetBody({ widget }: { widget: ComposerWidget }) {
  const translate = useTranslate();
  const name = widget.type.confSchema;
  const Body = isWidgetType(name) ? (WIDGETS[name] as React.ComponentType<{ widget: ComposerWidget; conf: unknown }>) : undefined;
  return (
    <WidgetBoundary title={translate('portico.composer.widget.crashTitle')} message={translate('portico.composer.widget.crashMessage')} reload={translate('portico.crash.reload')}>
      {Body ? (
        <Suspense fallback={<LinearProgress aria-label={translate('portico.composer.loading')} />}>
          <Body widget={widget} conf={widget.conf} />
        </Suspense>
      ) : (
        <Alert severity="warning">{translate('portico.composer.widget.unknownType', { type: widget.type.name })}</Alert>
      )}
    </WidgetBoundary>
  );
});
