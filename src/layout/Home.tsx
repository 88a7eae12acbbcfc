import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { allModels } from '../resources/models';
import { entityPath } from '../resources/paths';

/** The landing screen after sign-in. */
export function Home() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const isAdministrator = permissions?.some((p) => p === 'ROLE_ADMIN' || p === 'ROLE_WADMIN');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('portico.home.title')} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('portico.home.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('portico.home.subtitle')}
        </Typography>
        {isAdministrator && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {allModels().map((m) => (
              <Chip key={m.name} clickable component={Link} to={entityPath(m.name)} label={translate(`resources.${m.name}.name`, { smart_count: 2, _: m.plural })} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
