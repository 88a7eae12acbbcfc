import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, useMediaQuery, useTheme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../console/AdminPage';
import type { PagePlacement, PageScope } from '../../shared/page-management';
import { NewPageDialog } from './details/NewPageDialog';
import { managedPagesQuery, placePages, type ManagedPage } from './pages-api';
import { SelectedPagePanel } from './SelectedPagePanel';
import { childrenOf } from './tree/page-moves';
import { PageTreeEditor } from './tree/PageTreeEditor';
import { useUndoableDelete } from './useUndoableDelete';

const SCOPES: PageScope[] = ['PRIVATE', 'PUBLIC'];

/** A page whose parent is not in the scope's list hangs at the top level, so that it can be seen and moved. */
const rooted = (pages: ManagedPage[]) => {
  const ids = new Set(pages.map((p) => p.id));
  return pages.map((p) => (p.parent && !ids.has(p.parent.id) ? { ...p, parent: null } : p));
};

/**
 * `/wadmin/page-management/PRIVATE|PUBLIC`: the site's pages as users will see them. The tree on the
 * left (create, move, reorder, delete); the selected page on the right (its fields, its widgets, and
 * a preview as a guest, a user or an administrator gets it). The selection is in the address
 * (`?page=12`), so a reload or a shared link opens the same page. On a narrow screen the selected page
 * is shown alone, with a way back to the tree.
 */
export function PageManagementScreen() {
  const { scope } = useParams();
  return SCOPES.includes(scope as PageScope) ? <ScopePages key={scope} scope={scope as PageScope} /> : <Navigate to="/wadmin/page-management/PRIVATE" replace />;
}

function ScopePages({ scope }: { scope: PageScope }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const query = useQuery(managedPagesQuery(scope));
  const [adding, setAdding] = useState<{ parent?: ManagedPage }>();
  const { hidden, remove } = useUndoableDelete(scope);
  const pages = rooted(query.data ?? []).filter((p) => !hidden.has(p.id));
  const selectedId = Number(search.get('page')) || undefined;
  const selected = pages.find((p) => p.id === selectedId);
  const select = (id?: number) => setSearch(id ? { page: String(id) } : {}, { replace: true });
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const alone = narrow && !!selected;

  const place = useMutation({
    mutationFn: (placements: PagePlacement[]) => placePages(placements),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['page-management'] }),
  });
  const title = scope === 'PUBLIC' ? 'portico.menu.publicPages' : 'portico.menu.privatePages';

  return (
    <AdminPage
      title={title}
      error={(query.error ?? place.error)?.message}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding({})} data-testid="page-add">
          {translate('portico.pageManagement.add')}
        </Button>
      }
    >
      {place.isPending && <LinearProgress sx={{ mb: 1 }} aria-label={translate('portico.composer.loading')} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 340px) 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1, minWidth: 0, display: alone ? 'none' : undefined }}>
          <PageTreeEditor
            label={translate(title)}
            pages={pages}
            state={query.isPending ? 'loading' : query.isError ? 'failed' : 'read'}
            selected={selected?.id}
            onSelect={select}
            onPlace={(placements) => place.mutate(placements)}
            onAddChild={(parent) => setAdding({ parent })}
            onDelete={(page) => {
              if (page.id === selected?.id) select(undefined);
              remove(page, pages);
            }}
          />
        </Paper>
        {selected ? (
          <Box sx={{ minWidth: 0 }}>
            {alone && (
              <Button startIcon={<ArrowBackIcon />} onClick={() => select(undefined)} sx={{ mb: 1 }} data-testid="page-tree-back">
                {translate('portico.pageManagement.backToTree')}
              </Button>
            )}
            <SelectedPagePanel key={selected.id} page={selected} />
          </Box>
        ) : (
          !query.isPending && <Alert severity="info">{translate('portico.pageManagement.selectHint')}</Alert>
        )}
      </Box>
      {adding && (
        <NewPageDialog
          scope={scope}
          parent={adding.parent}
          index={childrenOf(pages, adding.parent?.id ?? null).length}
          onClose={() => setAdding(undefined)}
          onCreated={(page) => {
            setAdding(undefined);
            select(page.id);
          }}
        />
      )}
    </AdminPage>
  );
}
