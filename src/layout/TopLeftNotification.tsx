import { Notification } from 'react-admin';

/** react-admin's toast, at the top left. */
export const TopLeftNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'left' }} />;
