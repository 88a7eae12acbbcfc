import type { ComposerWidget } from '../../../shared/composer-page';

/** What every widget component receives: the widget as the page answered it, and its configuration typed by its schema. */
export interface WidgetProps<C> {
  widget: ComposerWidget;
  conf: C;
}
