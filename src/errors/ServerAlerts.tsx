import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onAnnouncement } from './alerts';

const ENTITY_ACTION = /^portico\.([a-z0-9-]+)\.(created|updated|deleted)$/;

/**
 * Shows the server's success alerts as toasts. Entity alerts (`portico.{entity}.{action}`) are worded
 * once for every entity, with the entity's translated name.
 */
export function ServerAlerts() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onAnnouncement(({ key, param }) => {
        const entity = ENTITY_ACTION.exec(key);
        const message = entity
          ? translate(`portico.alert.${entity[2]}`, { entity: translate(`resources.${entity[1]}.name`, { smart_count: 1, _: entity[1] }), param })
          : translate(key, { param, _: key });
        notify(message, { type: 'success' });
      }),
    [notify, translate],
  );
  return null;
}
