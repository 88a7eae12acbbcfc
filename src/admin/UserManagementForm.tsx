import { useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, Form, maxLength, SelectInput, TextInput, useTranslate, type HttpError } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiFetch } from '../providers/httpClient';
import { LANGUAGES } from '../i18n/languages';
import { emailRules, loginRules } from '../account/validation';
import { AdminPage, messageOf } from './AdminPage';
import { fetchUser, saveUser, USERS_PATH, type ManagedUser } from './users';

const NEW_USER: ManagedUser = { login: '', email: '', firstName: '', lastName: '', activated: true, langKey: 'en', authorities: ['ROLE_USER'] };

/** `/admin/user-management/new` and `/admin/user-management/{login}/edit`: an account's form. */
export function UserManagementForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { login } = useParams();
  const [user, setUser] = useState<ManagedUser | undefined>(login ? undefined : NEW_USER);
  const [authorities, setAuthorities] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void apiFetch<string[]>('/api/authorities').then(({ json }) => setAuthorities(json), (e) => setError(messageOf(e)));
    if (login) void fetchUser(login).then(setUser, (e) => setError(messageOf(e)));
  }, [login]);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await saveUser({ ...user, ...values } as ManagedUser);
      navigate(`${USERS_PATH}/${encodeURIComponent(saved.login)}`);
      return undefined;
    } catch (e) {
      setError(messageOf(e));
      // Field errors go under their inputs.
      return (e as HttpError).body?.errors as Record<string, string> | undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={login ? 'portico.userManagement.editTitle' : 'portico.userManagement.createTitle'} error={error}>
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
              <CheckboxGroupInput source="authorities" label="portico.userManagement.authorities" choices={authorities.map((a) => ({ id: a, name: a }))} />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button component={Link} to={login ? `${USERS_PATH}/${encodeURIComponent(login)}` : USERS_PATH}>
                  {translate('portico.action.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={busy} data-testid="user-save">
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
