import { badRequest } from '../errors/app-error.js';

/** A taken login: the registration form reads `errorKey`, the alert comes from the app-error header. */
export const loginInUse = () =>
  badRequest('Login name already used!', {
    title: 'Login name already used!',
    message: 'error.userexists',
    errorKey: 'error.userexists',
    params: 'userManagement',
    extra: { errorKey: 'userexists' },
  });

/** Another account's email in the settings of a signed-in account (registration never tells). */
export const emailInUse = () =>
  badRequest('Email is already in use!', {
    title: 'Email is already in use!',
    message: 'error.emailexists',
    errorKey: 'error.emailexists',
    params: 'userManagement',
    extra: { errorKey: 'emailexists' },
  });

export const incorrectPassword = (detail = 'The current password is incorrect') => badRequest(detail, { title: 'Incorrect password', message: 'error.password.incorrect' });

export const samePassword = () => badRequest('The new password must differ from the current one', { title: 'Same password', message: 'error.password.same' });

/** An activation or reset key that is unknown, already used or expired. */
export const invalidKey = (what: string) =>
  badRequest(`No account was found for this ${what} key; it may have been used or have expired`, { title: 'Invalid key', message: 'error.key.invalid' });
