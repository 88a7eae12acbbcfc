import { Alert } from '@mui/material';
import { useSigning } from './signing-context';

/** The last sign call's failure, in the modal that is open. */
export function SignErrorAlert() {
  const { lastError } = useSigning();
  if (!lastError) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }} data-testid="sign-error">
      {lastError}
    </Alert>
  );
}
