// react-admin's page for a sign-in check that failed, in a file of its own so that it loads only when shown.
export { AuthenticationError as AuthenticationErrorPage } from 'react-admin';
