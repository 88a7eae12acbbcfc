import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Chip, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AdminPage, failureOf } from '../console/AdminPage';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { useFormat } from '../i18n/useFormat';
import { adminKeys } from './queries';
import { deleteUser, userQuery, USERS_PATH, type ManagedUser } from './users';

/** `/admin/user-management/{login}`: one account, with edit and delete. */
export function UserManagementDetail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { login = '' } = useParams();
  const { data: user, error } = useQuery(userQuery(login));
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      // Marked for reading again, not read now: this account's own read would only find it gone.
      void queryClient.invalidateQueries({ queryKey: adminKeys.users, refetchType: 'none' });
      navigate(USERS_PATH);
    },
  });
  const askDelete = () => {
    remove.reset();
    setDeleting(true);
  };

  return (
    <AdminPage
      title="portico.userManagement.detailTitle"
      error={failureOf(error)}
      actions={
        <>
          <Button component={Link} to={USERS_PATH} startIcon={<ArrowBackIcon />}>
            {translate('portico.action.back')}
          </Button>
          {user && (
            <>
              <Button component={Link} to={`${USERS_PATH}/${encodeURIComponent(login)}/edit`} variant="contained" startIcon={<EditIcon />}>
                {translate('portico.action.edit')}
              </Button>
              <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={askDelete}>
                {translate('portico.action.delete')}
              </Button>
            </>
          )}
        </>
      }
    >
      {user && <UserDetailTable user={user} />}
      <ConfirmDeleteDialog
        open={deleting}
        message={translate('portico.userManagement.deleteQuestion', { login })}
        busy={remove.isPending}
        error={failureOf(remove.error)}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(login)}
      />
    </AdminPage>
  );
}

function UserDetailTable({ user }: { user: ManagedUser }) {
  const translate = useTranslate();
  const format = useFormat();
  const rows: [string, ReactNode][] = [
    ['login', user.login],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['email', user.email],
    ['activated', translate(user.activated ? 'portico.userManagement.activatedYes' : 'portico.userManagement.activatedNo')],
    ['langKey', user.langKey],
    [
      'authorities',
      <Stack key="a" direction="row" spacing={0.5}>
        {user.authorities.map((a) => (
          <Chip key={a} size="small" label={a} variant="outlined" color={a === 'ROLE_ADMIN' ? 'error' : 'info'} />
        ))}
      </Stack>,
    ],
    ['createdBy', user.createdBy],
    ['createdDate', format.dateTime(user.createdDate, { seconds: true })],
    ['lastModifiedBy', user.lastModifiedBy],
    ['lastModifiedDate', format.dateTime(user.lastModifiedDate, { seconds: true })],
  ];
  return (
    <Card sx={{ maxWidth: 720 }}>
      <Table size="small" data-testid="user-detail">
        <TableBody>
          {rows.map(([field, value]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ width: 220, fontWeight: 600 }}>
                {translate(`portico.userManagement.${field}`)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
