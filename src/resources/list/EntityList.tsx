import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link } from 'react-router-dom';
import { DataTable, List, useListContext, useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../../shared/entities/model';
import { FieldValue } from '../fields/FieldValue';
import { wholeCellSorts } from '../../tables/sortable-header';
import { entityPath } from '../paths';
import { useEntityLabels } from '../useEntityLabels';
import { DeleteDialog } from './DeleteDialog';
import { ListPagination } from './ListPagination';
import { RowActions } from './RowActions';

export const LIST_PAGE_SIZE = 20;
export const LIST_IMAGE_HEIGHT = 30;

/** `/{entity}`: the sortable, paged table of an entity, generated from its model. */
export function EntityList({ model, deleting = false }: { model: PublishedEntityModel; deleting?: boolean }) {
  const labels = useEntityLabels(model);
  const translate = useTranslate();
  return (
    <List
      resource={model.name}
      title={labels.plural}
      perPage={LIST_PAGE_SIZE}
      sort={{ field: 'id', order: 'ASC' }}
      storeKey={false}
      actions={false}
      empty={false}
      pagination={<ListPagination />}
      sx={{
        minWidth: 0,
        // Wide tables scroll inside their card instead of pushing the page sideways.
        '& .RaList-main, & .RaList-content': { minWidth: 0 },
        '& .RaList-content': { p: 2, overflowX: 'auto' },
        '& .MuiTableCell-root': { whiteSpace: 'nowrap' },
        '& .RaDataTable-headerCell': wholeCellSorts,
      }}
    >
      <ListHeader model={model} />
      <DataTable
        size="small"
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="empty-list">
            {translate('portico.list.empty', { entities: labels.plural })}
          </Alert>
        }
      >
        {model.listFields.map((name) => {
          const field = model.fields.find((f) => f.name === name)!;
          return (
            <DataTable.Col
              key={name}
              source={name}
              label={labels.field(name)}
              disableSort={field.kind === 'references' || field.kind === 'binary' || field.derived}
              render={() => <FieldValue field={field} imageHeight={LIST_IMAGE_HEIGHT} />}
            />
          );
        })}
        <DataTable.Col label="" disableSort align="right" render={() => <RowActions entity={model.name} />} />
      </DataTable>
      {deleting && <DeleteDialog model={model} />}
    </List>
  );
}

function ListHeader({ model }: { model: PublishedEntityModel }) {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  const labels = useEntityLabels(model);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Typography variant="h5" component="h2" id={`${model.name}-heading`} sx={{ flexGrow: 1 }}>
        {labels.plural}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
          {translate('portico.list.refresh')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={entityPath(model.name, undefined, 'new')}>
          {translate('portico.list.createNew')}
        </Button>
      </Box>
    </Stack>
  );
}
