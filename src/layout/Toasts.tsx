import { Suspense } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyPage } from '../common/lazyPage';
import { useOpenedOnce } from '../common/useOpenedOnce';

// react-admin's toast (MUI's Snackbar and Alert), fetched with the first message to show.
const TopLeftNotification = lazyPage(() => import('./TopLeftNotification').then((m) => m.TopLeftNotification), { firstTexts: true });

/** The app's messages (saved, refused, undo), at the top left; nothing is loaded until there is one. */
export function Toasts() {
  const { notifications } = useNotificationContext();
  const shown = useOpenedOnce(notifications.length > 0);
  return shown ? (
    <Suspense fallback={null}>
      <TopLeftNotification />
    </Suspense>
  ) : null;
}
