/**
 * Success alerts the server sends in the app-alert header (with app-params), handed to whoever shows
 * them (ServerAlerts). A plain list of listeners: calls happen outside React.
 */
export interface ServerAlert {
  key: string;
  param?: string;
}

const listeners = new Set<(alert: ServerAlert) => void>();

export function announce(alert: ServerAlert): void {
  listeners.forEach((listener) => listener(alert));
}

export function onAnnouncement(listener: (alert: ServerAlert) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
