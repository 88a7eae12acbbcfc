import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * One part of the site-management page: a titled card with its own form, save button and error.
 * The title has the id `{testId}-title`, for a field that the title alone names.
 */
export function SiteSection(props: {
  title: string;
  hint?: string;
  testId: string;
  busy: boolean;
  error?: string;
  canSave?: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  return (
    <Card data-testid={props.testId}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" id={`${props.testId}-title`}>
          {translate(props.title)}
        </Typography>
        {props.hint && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate(props.hint)}
          </Typography>
        )}
        {props.error && (
          <Alert severity="error" sx={{ my: 1 }} data-testid={`${props.testId}-error`}>
            {props.error}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          {props.children}
        </Stack>
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={props.busy || props.canSave === false} data-testid={`${props.testId}-save`}>
            {translate('portico.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
