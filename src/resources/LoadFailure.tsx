import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useLocation } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { entityPath, listSearch } from './paths';

/**
 * What a detail or edit screen shows in place of a record it could not read: the failure as the
 * error catalogue words it ('Not found' for an unknown id, spec 000 §8), with the way back to the
 * list. The screen stays at its address, instead of react-admin's return to the list.
 */
export function LoadFailure({ entity, error }: { entity: string; error: unknown }) {
  const translate = useTranslate();
  const search = listSearch(useLocation().search);
  const message = (error as Error | undefined)?.message || translate('portico.error.unknown');
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={message} />
      <CardContent>
        <Alert severity="error" data-testid="load-failure">
          {message}
        </Alert>
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} component={Link} to={entityPath(entity, undefined, 'show', search)}>
            {translate('portico.action.back')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Query options that leave a failed read to LoadFailure: no notification, no redirection. */
export const STAY_ON_FAILURE = { onError: () => undefined } as const;
