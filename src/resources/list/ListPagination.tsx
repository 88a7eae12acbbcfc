import { Box, PaginationItem, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../../i18n/useFormat';
import { pageWindow } from './page-window';

/** "Showing 21 - 25 of 25 items." and first / previous / five numbers / next / last. */
export function ListPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const translate = useTranslate();
  const { number } = useFormat();
  if (isPending || !total) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  const numbers = pageWindow(page, pageCount);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid="item-count">
        {translate('portico.list.itemCount', { first: number(first), second: number(Math.min(page * perPage, total)), total: number(total) })}
      </Typography>
      {pageCount > 1 && (
        <Box component="nav" aria-label={translate('portico.list.pagination')} sx={{ display: 'flex', gap: 0.5 }}>
          <PaginationItem type="first" disabled={page === 1} onClick={() => setPage(1)} aria-label={translate('portico.list.first')} />
          <PaginationItem type="previous" disabled={page === 1} onClick={() => setPage(page - 1)} aria-label={translate('portico.list.previous')} />
          {numbers.map((n) => (
            <PaginationItem
              key={n}
              page={n}
              selected={n === page}
              color="primary"
              onClick={() => setPage(n)}
              aria-label={translate('portico.list.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
            />
          ))}
          <PaginationItem type="next" disabled={page === pageCount} onClick={() => setPage(page + 1)} aria-label={translate('portico.list.next')} />
          <PaginationItem type="last" disabled={page === pageCount} onClick={() => setPage(pageCount)} aria-label={translate('portico.list.last')} />
        </Box>
      )}
    </Box>
  );
}
