import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Chip, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AdminPage, messageOf } from './AdminPage';
import { DeleteUserDialog } from './DeleteUserDialog';
import { useFormat } from '../i18n/useFormat';
import { deleteUser, fetchUser, USERS_PATH, type ManagedUser } from './users';

/** `/admin/user-management/{login}`: one account, with edit and delete. */
export function UserManagementDetail() {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const { login = '' } = useParams();
  const [user, setUser] = useState<ManagedUser>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    void fetchUser(login).then(setUser, (e) => setError(messageOf(e)));
  }, [login]);

  const remove = async () => {
    setDeleting(false);
    try {
      await deleteUser(login);
      navigate(USERS_PATH);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const rows: [string, ReactNode][] = user
    ? [
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
      ]
    : [];

  return (
    <AdminPage
      title="portico.userManagement.detailTitle"
      error={error}
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
              <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
                {translate('portico.action.delete')}
              </Button>
            </>
          )}
        </>
      }
    >
      {user && (
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
      )}
      <DeleteUserDialog login={deleting ? login : undefined} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
    </AdminPage>
  );
}
