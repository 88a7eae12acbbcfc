import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, Form, maxLength, SelectInput, TextInput, useTranslate, type HttpError } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LANGUAGES } from '../i18n/languages';
import { emailRules, loginRules } from '../account/validation';
import { AdminPage, failureOf } from '../console/AdminPage';
import { adminKeys } from './queries';
import { authoritiesQuery, saveUser, userQuery, USERS_PATH, type ManagedUser } from './users';

const NEW_USER: ManagedUser = { login: '', email: '', firstName: '', lastName: '', activated: true, langKey: 'en', authorities: ['ROLE_USER'] };

/** `/admin/user-management/new` and `/admin/user-management/{login}/edit`: an account's form. */
export function UserManagementForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { login } = useParams();
  const authorities = useQuery(authoritiesQuery());
  // The form's starting values: read on arrival, not again under the edits (a new answer would reset the form).
  const existing = useQuery({ ...userQuery(login ?? ''), enabled: Boolean(login), refetchOnWindowFocus: false });
  const user = login ? existing.data : NEW_USER;
  const save = useMutation({
    mutationFn: saveUser,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users, refetchType: 'none' });
      // The account's page shows the saved account while it reads it again.
      queryClient.setQueryData(userQuery(saved.login).queryKey, saved);
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await save.mutateAsync({ ...user, ...values } as ManagedUser);
      navigate(`${USERS_PATH}/${encodeURIComponent(saved.login)}`);
      return undefined;
    } catch (e) {
      // Field errors go under their inputs.
      return (e as HttpError).body?.errors as Record<string, string> | undefined;
    }
  };

  return (
    <AdminPage title={login ? 'portico.userManagement.editTitle' : 'portico.userManagement.createTitle'} error={failureOf(save.error, authorities.error, existing.error)}>
      {user && (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent>
            <Form onSubmit={submit} defaultValues={user} key={user.id ?? 'new'}>
              <TextInput source="login" label="portico.userManagement.login" validate={loginRules} disabled={Boolean(login)} fullWidth />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextInput source="firstName" label="portico.userManagement.firstName" validate={maxLength(50)} fullWidth />
                <TextInput source="lastName" label="portico.userManagement.lastName" validate={maxLength(50)} fullWidth />
              </Stack>
              <TextInput source="email" label="portico.userManagement.email" type="email" validate={emailRules} fullWidth />
              <BooleanInput source="activated" label="portico.userManagement.activated" />
              <SelectInput
                source="langKey"
                label="portico.userManagement.langKey"
                choices={LANGUAGES.map((l) => ({ id: l.locale, name: l.name }))}
                fullWidth
              />
              <CheckboxGroupInput source="authorities" label="portico.userManagement.authorities" choices={(authorities.data ?? []).map((a) => ({ id: a, name: a }))} />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button component={Link} to={login ? `${USERS_PATH}/${encodeURIComponent(login)}` : USERS_PATH}>
                  {translate('portico.action.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={save.isPending} data-testid="user-save">
                  {translate('portico.action.save')}
                </Button>
              </Stack>
            </Form>
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
