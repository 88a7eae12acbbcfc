import { shownDate } from '../../../../shared/documents/dates';
import { isOverdue } from './inbox-query';
import type { CellTexts } from './InboxRow';

/** A due date as documents show dates (DD/MM/YYYY), marked in words once it has passed while it still matters. */
export function dueDateCell(dueDate: string | null, { translate, today }: CellTexts, matters = true) {
  if (dueDate === null) return '';
  const shown = shownDate(dueDate) ?? dueDate;
  if (!matters || !isOverdue(dueDate, today)) return shown;
  return (
    <>
      {shown} <span className="overdue">{translate('portico.signatureInboxes.overdue')}</span>
    </>
  );
}
