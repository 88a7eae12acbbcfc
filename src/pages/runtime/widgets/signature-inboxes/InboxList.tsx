import { useCallback, useState } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../../auth/useSession';
import type { ComposerWidget } from '../../../../shared/composer-page';
import { usePageStore, useWidgetState } from '../../state/PageStoreContext';
import { lastPage } from '../document-list/list-query';
import { ListPagination } from '../document-list/ListPagination';
import { inboxQuery, nextInboxSort, today, type InboxKind, type InboxRows, type InboxSort } from './inbox-query';
import type { InboxColumn } from './InboxRow';
import { InboxTable } from './InboxTable';

interface Props<K extends InboxKind> {
  widget: ComposerWidget;
  kind: K;
  columns: readonly InboxColumn<InboxRows[K]>[];
  /** The order the API lists in by default, shown as the first sort. */
  firstSort: InboxSort;
  pageSize: number;
}

/**
 * An inbox of the signed-in person, paged and sorted by the API. Choosing a row selects its document
 * in the page store, as a document list does (`{fidd}` is the current version), so that a viewer
 * naming `{W_<id>.fidd}` opens it. A guest has no inbox: a short text says to sign in, and nothing
 * is asked.
 */
export function InboxList<K extends InboxKind>({ widget, kind, columns, firstSort, pageSize }: Props<K>) {
  const translate = useTranslate();
  const session = useSession();
  const store = usePageStore();
  const selected = useWidgetState(widget.id).selectedEntity?.fidd;
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const [sort, setSort] = useState(firstSort);
  const { data, error, isFetching, isPlaceholderData } = useQuery({ ...inboxQuery(kind, page, size, sort), enabled: session.authenticated });
  // Stable, so that the pager is not rendered again with the widget; a new order or size starts again at the first page.
  const onSort = useCallback((field: string) => {
    setSort((current) => nextInboxSort(current, field));
    setPage(0);
  }, []);
  const onSize = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  const choose = useCallback((row: InboxRows[K]) => store.select(widget.id, { fidd: row.documentId, fields: {} }), [store, widget.id]);

  if (session.isPending) return <LinearProgress aria-label={translate('portico.composer.loading')} />;
  if (!session.authenticated) return <Alert severity="info">{translate(`portico.signatureInboxes.${kind}.signIn`)}</Alert>;
  // Requests signed or ended since: the last page that has rows.
  if (data && !isPlaceholderData && page > lastPage(data.total, size)) setPage(lastPage(data.total, size));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%' }} data-testid={`signature-inbox-${kind}`}>
      {isFetching ? <LinearProgress aria-label={translate('portico.composer.loading')} /> : <Box sx={{ height: 4 }} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data &&
        (data.rows.length ? (
          <InboxTable label={translate(`portico.signatureInboxes.${kind}.label`)} columns={columns} rows={data.rows} sort={sort} onSort={onSort} selected={selected} onChoose={choose} today={today()} busy={isPlaceholderData} />
        ) : (
          <Alert severity="info" variant="outlined">
            {translate(`portico.signatureInboxes.${kind}.empty`)}
          </Alert>
        ))}
      {data && data.total > 0 && <ListPagination total={data.total} page={page} size={size} pageSize={pageSize} onPage={setPage} onSize={onSize} />}
    </Box>
  );
}
