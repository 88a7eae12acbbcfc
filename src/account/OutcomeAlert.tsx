import { Alert } from '@mui/material';
import type { Outcome } from './useSubmit';

export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.kind} sx={{ mb: 2 }} data-testid={`outcome-${outcome.kind}`}>
      {outcome.message}
    </Alert>
  );
}
