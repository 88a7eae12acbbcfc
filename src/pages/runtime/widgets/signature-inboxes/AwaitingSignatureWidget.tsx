import { formatDateTime } from '../../../../shared/format';
import type { SignatureInboxConf } from '../../../../shared/generated/widget-confs';
import { AWAITING_SORTABLE, type AwaitingSignature } from '../../../../shared/signing/inbox';
import type { WidgetProps } from '../widget-props';
import { dueDateCell } from './cells';
import type { InboxSort } from './inbox-query';
import { InboxList } from './InboxList';
import type { InboxColumn } from './InboxRow';

// What to act on first: a narrow card shows the document and its due date before it scrolls.
const COLUMNS: readonly InboxColumn<AwaitingSignature>[] = [
  { id: 'document', sortable: true, phone: true, cell: (row) => row.document },
  { id: 'dueDate', sortable: true, phone: true, cell: (row, texts) => dueDateCell(row.dueDate, texts) },
  { id: 'askedBy', cell: (row) => row.askedBy },
  { id: 'askedAt', sortable: true, cell: (row) => formatDateTime(row.askedAt) },
  { id: 'family', cell: (row) => row.familyName },
];

// Soonest due first, as the API lists them.
const FIRST_SORT: InboxSort = { field: AWAITING_SORTABLE[0], asc: true };

/**
 * "Awaiting my signature": the documents of every family that wait for the signed-in person's
 * signature now, who asked and when, due dates with those passed marked. The row chosen is the
 * widget's selection, which a PDF viewer on the page opens to be signed.
 */
export default function AwaitingSignatureWidget({ widget, conf }: WidgetProps<SignatureInboxConf>) {
  return <InboxList widget={widget} kind="awaiting" columns={COLUMNS} firstSort={FIRST_SORT} pageSize={conf.pageSize ?? 10} />;
}
