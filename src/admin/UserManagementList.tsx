import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Chip, IconButton, Stack, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AdminTable, SortableHeadCells, type AdminColumn } from '../console/AdminTable';
import { AdminPage, failureOf } from '../console/AdminPage';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { useFormat } from '../i18n/useFormat';
import { WIDE_ONLY } from '../tables/phone-columns';
import { adminKeys } from './queries';
import { useListAddress } from '../console/useListAddress';
import { deleteUser, saveUser, usersQuery, USERS_PATH, type ManagedUser } from './users';

const COLUMNS: AdminColumn[] = [
  { field: 'login', label: 'portico.userManagement.login' },
  { field: 'email', label: 'portico.userManagement.email', wideOnly: true },
  { field: 'activated', label: 'portico.userManagement.activated' },
  { field: 'langKey', label: 'portico.userManagement.langKey', wideOnly: true },
  { field: 'authorities', label: 'portico.userManagement.authorities', wideOnly: true, unsorted: true },
  { field: 'createdDate', label: 'portico.userManagement.createdDate', wideOnly: true },
];

/** `/admin/user-management`: the accounts, a page at a time, sortable; activation from the list. */
export function UserManagementList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { page, sortField, sortOrder, go, sortBy } = useListAddress(0);
  const list = useQuery(usersQuery(page, `${sortField},${sortOrder}`));
  const [deleting, setDeleting] = useState<string>();
  // The list is read again after a change, refused or not, as a refused one may have changed part of it.
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.users });
  const toggle = useMutation({ mutationFn: (user: ManagedUser) => saveUser({ ...user, activated: !user.activated }), onSettled: reload });
  const remove = useMutation({ mutationFn: deleteUser, onSuccess: () => setDeleting(undefined), onSettled: reload });
  const askDelete = (login: string) => {
    remove.reset();
    setDeleting(login);
  };

  return (
    <AdminPage
      title="portico.userManagement.title"
      error={failureOf(toggle.error, list.error)}
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
        paging={{ page, total: list.data?.total ?? 0, onPageChange: (p) => go(() => ({ page: String(p) })) }}
      >
        {list.data?.rows.map((user) => (
          <UserRow key={user.login} user={user} onToggle={() => toggle.mutate(user)} onDelete={() => askDelete(user.login)} />
        ))}
      </AdminTable>
      <ConfirmDeleteDialog
        open={Boolean(deleting)}
        message={translate('portico.userManagement.deleteQuestion', { login: deleting })}
        busy={remove.isPending}
        error={failureOf(remove.error)}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => remove.mutate(deleting!)}
      />
    </AdminPage>
  );
}

function UserRow({ user, onToggle, onDelete }: { user: ManagedUser; onToggle: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const path = `${USERS_PATH}/${encodeURIComponent(user.login)}`;
  return (
    <TableRow hover data-testid="user-row">
      <TableCell>
        <Link to={path}>{user.login}</Link>
      </TableCell>
      <TableCell className={WIDE_ONLY}>{user.email}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={translate(user.activated ? 'portico.userManagement.deactivate' : 'portico.userManagement.activate')}>
          <Switch
            size="small"
            checked={user.activated}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': translate('portico.userManagement.activatedOf', { login: user.login }) } }}
          />
        </Tooltip>
        {/* On a phone the switch alone says it, under the column's name. */}
        <span className={WIDE_ONLY}>{translate(user.activated ? 'portico.userManagement.activatedYes' : 'portico.userManagement.activatedNo')}</span>
      </TableCell>
      <TableCell className={WIDE_ONLY}>{user.langKey}</TableCell>
      <TableCell className={WIDE_ONLY}>
        <Stack direction="row" spacing={0.5}>
          {user.authorities.map((a) => (
            <Chip key={a} size="small" label={a} color={a === 'ROLE_ADMIN' ? 'error' : 'info'} variant="outlined" />
          ))}
        </Stack>
      </TableCell>
      <TableCell className={WIDE_ONLY} sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(user.createdDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
        <IconButton size="small" component={Link} to={path} aria-label={translate('portico.action.view')}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" component={Link} to={`${path}/edit`} aria-label={translate('portico.action.edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="error" onClick={onDelete} aria-label={translate('portico.action.delete')}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
