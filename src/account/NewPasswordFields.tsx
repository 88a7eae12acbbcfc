import { PasswordInput } from 'react-admin';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { matches, passwordRules } from './validation';

/** A new password, its strength and its confirmation, under the form's own field names. */
export function NewPasswordFields({ source = 'newPassword', confirmSource = 'confirmPassword' }: { source?: string; confirmSource?: string }) {
  return (
    <>
      <PasswordInput source={source} label="portico.password.new" validate={passwordRules} fullWidth autoComplete="new-password" />
      <PasswordStrengthBar source={source} />
      <PasswordInput
        source={confirmSource}
        label="portico.password.confirm"
        validate={[...passwordRules, matches(source)]}
        fullWidth
        autoComplete="new-password"
      />
    </>
  );
}
