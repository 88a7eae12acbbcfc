import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../../../common/lazyPage';
import type { WidgetConfs } from '../../../shared/generated/widget-confs';
import type { WidgetProps } from './widget-props';
import AttachmentsWidget from './attachments/AttachmentsWidget';
import DocumentDetailWidget from './document-detail/DocumentDetailWidget';
import DocumentListWidget from './document-list/DocumentListWidget';
import LinksWidget from './links/LinksWidget';
import RichTextWidget from './rich-text/RichTextWidget';

type Registry = { [K in keyof WidgetConfs]: ComponentType<WidgetProps<WidgetConfs[K]>> };

/** A widget type whose component loads when a page first uses it. */
const onDemand = <C,>(load: () => Promise<{ default: ComponentType<WidgetProps<C>> }>) => lazy(() => loadChunk(load));

/**
 * The one place widget types are declared: a configuration schema's name (schemas/widgets, the
 * widget type's confSchema) and the component that shows it. A new type is a schema plus a component
 * added here (docs/adding-a-widget-type.md). The types a first page shows (lists, details,
 * attachments, texts, links) come with the composer's script, in one request; the form, with its
 * editor, the PDF viewer and the signature inboxes load when a page uses them.
 */
export const WIDGETS: Registry = {
  'document-list': DocumentListWidget,
  'document-form': onDemand(() => import('./document-form/DocumentFormWidget')),
  'document-detail': DocumentDetailWidget,
  attachments: AttachmentsWidget,
  'rich-text': RichTextWidget,
  links: LinksWidget,
  'pdf-viewer': onDemand(() => import('./pdf-viewer/PdfViewerWidget')),
  'signature-inbox': onDemand(() => import('./signature-inboxes/AwaitingSignatureWidget')),
  'signature-requests': onDemand(() => import('./signature-inboxes/SentForSignatureWidget')),
};

export const isWidgetType = (name: string | null | undefined): name is keyof WidgetConfs => !!name && Object.hasOwn(WIDGETS, name);
