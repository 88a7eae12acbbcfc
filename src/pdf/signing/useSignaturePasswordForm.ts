import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { signaturePasswordProblem } from '../../shared/signing/signature-password';
import { resetSignaturePassword } from './sign-api';
import { passwordResultMessage, refusalText } from './sign-messages';
import { useSigning } from './signing-context';

/**
 * The signature-password form's values, their checks (the shared rules the server applies among them)
 * and its saving, which signs again once the password is saved.
 */
export function useSignaturePasswordForm(mode: 'SET' | 'RESET') {
  const translate = useTranslate();
  const notify = useNotify();
  const { repeat, login } = useSigning();
  const [values, setValues] = useState({ signUserName: login ?? '', signOldPassword: '', signPassword: '', signPasswordConfirm: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // The server's refusal, notified and shown in the modal too (in full screen only the viewer shows).
  const [refusal, setRefusal] = useState<string>();
  const refuse = (why: string) => {
    const message = `${translate('portico.pdf.sign.password.error')}: ${why}`;
    setRefusal(message);
    notify(message, { type: 'error' });
  };
  const input = { ...values, ...(mode === 'RESET' ? {} : { signOldPassword: undefined }) };
  const save = useMutation({
    mutationFn: () => resetSignaturePassword(input),
    onMutate: () => setRefusal(undefined),
    onSuccess: async (result) => {
      if (result < 0) {
        const { key, args } = passwordResultMessage(result);
        refuse(translate(key, args));
        return;
      }
      notify('portico.pdf.sign.password.success', { type: 'success' });
      await repeat();
    },
    onError: (error: Error) => refuse(refusalText(error, translate)),
  });

  const required = translate('portico.pdf.sign.required');
  const problems: Record<string, string | undefined> = {
    signUserName: values.signUserName.trim() ? undefined : required,
    signOldPassword: mode === 'RESET' && !values.signOldPassword ? required : undefined,
    signPassword: values.signPassword ? undefined : required,
    signPasswordConfirm: !values.signPasswordConfirm ? required : values.signPasswordConfirm !== values.signPassword ? translate('portico.pdf.sign.password.mismatch') : undefined,
  };
  // The shared rules the server applies (-992…-998) are checked before sending, and said in words.
  const rule = signaturePasswordProblem(input, mode);
  const invalid = Object.values(problems).some(Boolean) || rule !== 0;
  const field = (name: keyof typeof values, type = 'password', autoComplete = 'new-password') => ({
    id: `sign-${name}`,
    name,
    type,
    value: values[name],
    required: true,
    fullWidth: true,
    margin: 'dense' as const,
    autoComplete,
    label: translate(`portico.pdf.sign.password.${{ signUserName: 'username', signOldPassword: 'old', signPassword: 'new', signPasswordConfirm: 'confirm' }[name]}`),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: !!touched[name] && !!problems[name],
    helperText: (touched[name] && problems[name]) || ' ',
  });
  const ruleText = rule !== 0 && values.signPassword && rule !== -998 ? translate(passwordResultMessage(rule).key) : translate('portico.pdf.sign.password.rules');

  return { values, refusal, save, invalid, field, ruleText };
}
