import { useMemo, useState } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { DocumentListConf } from '../../../../shared/generated/widget-confs';
import type { EntityOnWire } from '../../../../shared/documents/gateway-wire';
import { translatedText } from '../../../../shared/translated-text';
import { useFamily } from '../../../../docstore/useFamilies';
import { useResolvedConf } from '../../state/useResolvedConf';
import { usePageStore } from '../../state/PageStoreContext';
import type { WidgetProps } from '../widget-props';
import { DocumentTable } from './DocumentTable';
import { useDeleteDocuments, useExport, useShare } from './list-actions';
import { lastPage, listQuery, phoneColumnIds, visibleColumns } from './list-query';
import { ListDialogs, type ListDialog } from './ListDialogs';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import type { RowAction } from './RowActions';
import { SearchForm } from './SearchForm';
import { useListData } from './useListData';
import { useListSelection } from './useListSelection';
import { useListState } from './useListState';
import { whenOpened } from '../../../../common/whenOpened';
import { useRevealInOrder } from '../../../../common/useRevealInOrder';
import { useRowActions } from './useRowActions';

const DEFAULT_ACTIONS: NonNullable<DocumentListConf['actions']> = ['details', 'export'];

const ShareDialog = whenOpened(() => import('./ShareDialog').then((m) => m.ShareDialog), (p) => p.share !== undefined);

/**
 * Documents of a family, or entries of a value list: search form, sortable columns, pages, selection
 * written to the page store for the widgets that follow it, and the configured actions (details,
 * create, edit, delete, export, share). Placeholders in the source and fixed filters wait for their
 * values: until then the widget says what to select and asks nothing.
 */
export default function DocumentListWidget({ widget, conf }: WidgetProps<DocumentListConf>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const title = translatedText(widget.title, locale);
  const parts = useMemo(() => ({ fam: conf.fam, list: conf.list, filter: conf.filter }), [conf]);
  const { value: source, missing } = useResolvedConf(parts);
  const state = useListState(conf, JSON.stringify(source));
  const query = missing.length ? undefined : listQuery(source, source.filter, state.search, state.sort, conf.max);
  const { data, error, isFetching, isPlaceholderData } = useListData(query, state.page, state.size);
  const isFamily = source.list === undefined;
  const configured = new Set(conf.actions ?? DEFAULT_ACTIONS);
  // The family's fields serve the search form only until the list's first answer brings them; the
  // family also says whether its documents take signatures (the signing menu).
  const { family } = useFamily(isFamily && (!data || configured.has('sign')) ? source.fam : undefined);
  const fields = data?.answer.fields ?? family?.fields ?? [];
  const mode = conf.selection ?? 'single';
  const selection = useListSelection(widget.id, mode);
  const [dialog, setDialog] = useState<ListDialog>();
  const store = usePageStore();
  const exporting = useExport(query, title);
  const sharing = useShare(query);
  const deleting = useDeleteDocuments(widget.id, source.fam);
  // Kept from one render to the next, so that the table's rows are not rendered again for nothing.
  const shownFields = data?.answer.fields;
  const columns = useMemo(() => (shownFields ? visibleColumns(shownFields, conf.columns) : []), [shownFields, conf.columns]);
  const phoneColumns = useMemo(() => phoneColumnIds(columns, conf.phoneColumns), [columns, conf.phoneColumns]);
  // The list's parts render one commit after another, top down (search and toolbar, table, pager),
  // from its first answer on: each brings its own styles to insert, which in one commit would hold
  // the main thread for all.
  const revealed = useRevealInOrder(data ? 3 : 1);
  const rowActions = useRowActions(conf.actions ?? DEFAULT_ACTIONS, isFamily, family);

  if (missing.length) return <Alert severity="info">{translate('portico.composer.list.waiting')}</Alert>;
  // Rows deleted or filtered away since: the last page that has rows.
  if (data && !isPlaceholderData && state.page > lastPage(data.total, state.size)) state.setPage(lastPage(data.total, state.size));

  const onAction = (action: RowAction, row: EntityOnWire, anchor: HTMLElement) =>
    setDialog(action === 'delete' ? { kind: 'delete', ids: [row.fidd] } : action === 'sign' ? { kind: 'sign', row, anchor } : { kind: action, row });
  // The viewer's save or signature: the page hears of it (lists reload, selections move to the new
  // version), and the open viewer follows the new version too.
  const onNewVersion = (oldFidd: number, fidd: number, signed: boolean) => {
    store.emit(signed ? { type: 'DOCUMENT_SIGNED', widgetId: widget.id, oldFidd, fidd } : { type: 'ENTITY_UPDATED', widgetId: widget.id, fam: source.fam, oldFidd, fidd });
    setDialog((open) => (open?.kind === 'view' && open.row.fidd === oldFidd ? { ...open, row: { ...open.row, fidd } } : open));
  };
  const remove = (ids: number[]) => deleting.mutate(ids, { onSettled: () => setDialog(undefined) });
  // The list's own failure stays while it lasts; an action's may be dismissed.
  const failures = [{ error }, exporting, sharing, deleting].filter((f) => !!f.error);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%' }} data-testid="document-list">
      {conf.search?.length ? <SearchForm search={conf.search} fields={fields} active={!!state.search} onSearch={state.applySearch} /> : null}
      <ListToolbar
        onCreate={isFamily && configured.has('create') ? () => setDialog({ kind: 'create' }) : undefined}
        onDeleteSelected={isFamily && mode === 'multiple' && configured.has('delete') ? () => setDialog({ kind: 'delete', ids: selection.selected.map((e) => e.fidd) }) : undefined}
        selectedCount={selection.selected.length}
        onExport={configured.has('export') && query ? () => exporting.mutate() : undefined}
        exporting={exporting.isPending}
        onShare={configured.has('share') && identity?.id && query ? () => sharing.mutate() : undefined}
        sharing={sharing.isPending}
      />
      {isFetching ? <LinearProgress aria-label={translate('portico.composer.loading')} /> : <Box sx={{ height: 4 }} />}
      {failures.map((failure, i) => (
        <Alert key={i} severity="error" onClose={'reset' in failure ? () => failure.reset() : undefined}>
          {failure.error!.message}
        </Alert>
      ))}
      {data &&
        revealed >= 2 &&
        (data.answer.list.length ? (
          <DocumentTable
            columns={columns}
            phoneColumns={phoneColumns}
            rows={data.answer.list}
            sort={state.sort}
            onSort={state.sortOn}
            mode={mode}
            selection={selection}
            actions={rowActions}
            onAction={onAction}
            busy={isPlaceholderData}
          />
        ) : (
          <Alert severity="info" variant="outlined">
            {translate(state.search ? 'portico.composer.list.noMatch' : 'portico.composer.list.empty')}
          </Alert>
        ))}
      {data && revealed >= 3 && data.total > 0 && <ListPagination total={data.total} page={state.page} size={state.size} pageSize={conf.pageSize ?? 20} onPage={state.setPage} onSize={state.setSize} />}
      <ListDialogs widgetId={widget.id} dialog={dialog} onClose={() => setDialog(undefined)} fields={data?.answer.fields ?? fields} fam={source.fam} form={conf.form} title={title} deleting={deleting.isPending} onDelete={remove} onNewVersion={onNewVersion} onOpenPanel={(row, panel) => setDialog({ kind: 'view', row, panel })} />
      <ShareDialog share={sharing.data} onClose={() => sharing.reset()} />
    </Box>
  );
}
