import { HttpProblem } from '../http/problem.js';

/** A taken login: the registration form reads `errorKey`, the alert comes from the app-error header. */
export const loginInUse = () =>
  new HttpProblem({
    status: 400,
    title: 'Login name already used!',
    message: 'error.userexists',
    detail: 'Login name already used!',
    errorKey: 'error.userexists',
    params: 'userManagement',
    extra: { errorKey: 'userexists' },
  });

/** Another account's email in the settings of a signed-in account (registration never tells). */
export const emailInUse = () =>
  new HttpProblem({
    status: 400,
    title: 'Email is already in use!',
    message: 'error.emailexists',
    detail: 'Email is already in use!',
    errorKey: 'error.emailexists',
    params: 'userManagement',
    extra: { errorKey: 'emailexists' },
  });

export const incorrectPassword = (detail = 'The current password is incorrect') =>
  new HttpProblem({ status: 400, title: 'Incorrect password', message: 'error.password.incorrect', detail });

export const samePassword = () =>
  new HttpProblem({ status: 400, title: 'Same password', message: 'error.password.same', detail: 'The new password must differ from the current one' });

/** An activation or reset key that is unknown, already used or expired. */
export const invalidKey = (what: string) =>
  new HttpProblem({ status: 400, title: 'Invalid key', message: 'error.key.invalid', detail: `No account was found for this ${what} key; it may have been used or have expired` });
