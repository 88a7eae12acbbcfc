import { useCallback, useEffect, useState } from 'react';
import { Button, Chip, IconButton, Stack, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AdminTable, ADMIN_PAGE_SIZE, SortableHeadCells, type AdminColumn } from './AdminTable';
import { AdminPage, messageOf } from './AdminPage';
import { DeleteUserDialog } from './DeleteUserDialog';
import { useFormat } from '../i18n/useFormat';
import { useAction } from './useAction';
import { useListAddress } from './useListAddress';
import { deleteUser, saveUser, USERS_PATH, type ManagedUser } from './users';

const COLUMNS: AdminColumn[] = [
  { field: 'login', label: 'portico.userManagement.login' },
  { field: 'email', label: 'portico.userManagement.email' },
  { field: 'activated', label: 'portico.userManagement.activated' },
  { field: 'langKey', label: 'portico.userManagement.langKey' },
  { field: 'authorities', label: 'portico.userManagement.authorities', unsorted: true },
  { field: 'createdDate', label: 'portico.userManagement.createdDate' },
];

/** `/admin/user-management`: the accounts, a page at a time, sortable; activation from the list. */
export function UserManagementList() {
  const translate = useTranslate();
  const format = useFormat();
  const { page, sortField, sortOrder, go, sortBy } = useListAddress(0);
  const [rows, setRows] = useState<ManagedUser[]>([]);
  const [total, setTotal] = useState(0);
  const { error, setError, act } = useAction();
  const [deleting, setDeleting] = useState<string>();

  const load = useCallback(
    () =>
      apiFetch<ManagedUser[]>(`/api/admin/users?page=${page}&size=${ADMIN_PAGE_SIZE}&sort=${sortField},${sortOrder}`).then(
        ({ json, headers }) => {
          setRows(json);
          setTotal(Number(headers.get('x-total-count') ?? json.length));
        },
        (e) => setError(messageOf(e)),
      ),
    [page, sortField, sortOrder, setError],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (user: ManagedUser) => act(() => saveUser({ ...user, activated: !user.activated }), load);
  const remove = () => {
    const login = deleting!;
    setDeleting(undefined);
    void act(() => deleteUser(login), load);
  };

  return (
    <AdminPage
      title="portico.userManagement.title"
      error={error}
      actions={
        <Button component={Link} to={`${USERS_PATH}/new`} variant="contained" startIcon={<AddIcon />} data-testid="user-create">
          {translate('portico.userManagement.create')}
        </Button>
      }
    >
      <AdminTable
        head={
          <>
            <SortableHeadCells columns={COLUMNS} sortField={sortField} sortOrder={sortOrder} onSort={sortBy} />
            <TableCell />
          </>
        }
        paging={{ page, total, onPageChange: (p) => go(() => ({ page: String(p) })) }}
      >
        {rows.map((user) => (
          <TableRow key={user.login} hover data-testid="user-row">
            <TableCell>
              <Link to={`${USERS_PATH}/${encodeURIComponent(user.login)}`}>{user.login}</Link>
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={translate(user.activated ? 'portico.userManagement.deactivate' : 'portico.userManagement.activate')}>
                <Switch
                  size="small"
                  checked={user.activated}
                  onChange={() => void toggle(user)}
                  slotProps={{ input: { 'aria-label': translate('portico.userManagement.activatedOf', { login: user.login }) } }}
                />
              </Tooltip>
              {translate(user.activated ? 'portico.userManagement.activatedYes' : 'portico.userManagement.activatedNo')}
            </TableCell>
            <TableCell>{user.langKey}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {user.authorities.map((a) => (
                  <Chip key={a} size="small" label={a} color={a === 'ROLE_ADMIN' ? 'error' : 'info'} variant="outlined" />
                ))}
              </Stack>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(user.createdDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
              <IconButton size="small" component={Link} to={`${USERS_PATH}/${encodeURIComponent(user.login)}`} aria-label={translate('portico.action.view')}>
                <VisibilityIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" component={Link} to={`${USERS_PATH}/${encodeURIComponent(user.login)}/edit`} aria-label={translate('portico.action.edit')}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" color="error" onClick={() => setDeleting(user.login)} aria-label={translate('portico.action.delete')}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <DeleteUserDialog login={deleting} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </AdminPage>
  );
}
