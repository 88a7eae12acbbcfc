// react-admin's page for an authentication provider's callback, in a script of its own: it shows
// react-admin's error page with its buttons, which no other first screen needs.
export { AuthCallback as AuthCallbackPage } from 'react-admin';
