import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../../app/lazyPage';
import type { WidgetConfs } from '../../shared/generated/widget-confs';
import type { WidgetProps } from './widget-props';

type Registry = { [K in keyof WidgetConfs]: LazyExoticComponent<ComponentType<WidgetProps<WidgetConfs[K]>>> };

const widget = <C,>(load: () => Promise<{ default: ComponentType<WidgetProps<C>> }>) => lazy(() => loadChunk(load));

/**
 * The one place widget types are declared: a configuration schema's name (schemas/widgets, the
 * widget type's confSchema) and the component that shows it, loaded when a page first uses it. A new
 * type is a schema plus a component added here (docs/adding-a-widget-type.md).
 */
export const WIDGETS: Registry = {
  'document-list': widget(() => import('./document-list/DocumentListWidget')),
  'document-form': widget(() => import('./document-form/DocumentFormWidget')),
  'document-detail': widget(() => import('./document-detail/DocumentDetailWidget')),
  attachments: widget(() => import('./attachments/AttachmentsWidget')),
  'rich-text': widget(() => import('./rich-text/RichTextWidget')),
  links: widget(() => import('./links/LinksWidget')),
  'pdf-viewer': widget(() => import('./pdf-viewer/PdfViewerWidget')),
};

export const isWidgetType = (name: string | null | undefined): name is keyof WidgetConfs => !!name && Object.hasOwn(WIDGETS, name);
