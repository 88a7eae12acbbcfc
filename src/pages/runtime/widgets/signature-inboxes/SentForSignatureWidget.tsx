import { formatDateTime } from '../../../../shared/format';
import type { SignatureRequestsConf } from '../../../../shared/generated/widget-confs';
import { SENT_SORTABLE, type SentForSignature } from '../../../../shared/signing/inbox';
import type { WidgetProps } from '../widget-props';
import { dueDateCell } from './cells';
import type { InboxSort } from './inbox-query';
import { InboxList } from './InboxList';
import type { InboxColumn } from './InboxRow';

// Where each request stands first: a narrow card shows the document, its state and whose turn it is before it scrolls.
const COLUMNS: readonly InboxColumn<SentForSignature>[] = [
  { id: 'document', sortable: true, phone: true, cell: (row) => row.document },
  { id: 'state', sortable: true, phone: true, cell: (row, { translate }) => translate(`portico.signatureInboxes.state.${row.state}`) },
  { id: 'waitingFor', cell: (row) => row.waitingFor.join(', ') },
  // A due date matters while the request is open.
  { id: 'dueDate', sortable: true, cell: (row, texts) => dueDateCell(row.dueDate, texts, row.state === 'open') },
  { id: 'signed', cell: (row, { translate }) => translate('portico.signatureInboxes.signedOf', { signed: row.signed, signers: row.signers }) },
  { id: 'createdAt', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
];

// Newest first, as the API lists them.
const FIRST_SORT: InboxSort = { field: SENT_SORTABLE[0], asc: false };

/**
 * "Sent for signature": the requests the signed-in person asked, each with its state in words, how
 * many of its signers have signed, whose turn it is and its due date. The row chosen is the widget's
 * selection, as in a document list.
 */
export default function SentForSignatureWidget({ widget, conf }: WidgetProps<SignatureRequestsConf>) {
  return <InboxList widget={widget} kind="sent" columns={COLUMNS} firstSort={FIRST_SORT} pageSize={conf.pageSize ?? 10} />;
}
