import type { WidgetProps } from '@rjsf/utils';

/** Longer than this, a text is typed on several lines (as the document forms do). */
const LONG_TEXT = 200;

/** A text setting: one line, or several for a long text such as a rich text's HTML. */
export function TextWidget(props: WidgetProps) {
  const { TextareaWidget } = props.registry.widgets;
  const { BaseInputTemplate } = props.registry.templates;
  return (props.schema.maxLength ?? 0) > LONG_TEXT ? <TextareaWidget {...props} options={{ rows: 3, ...props.options }} /> : <BaseInputTemplate {...props} />;
}
