import { GATEWAY, viewToken } from './gateway-api';

/**
 * Opens a document's file, or one of its attachments, in a new tab. The address carries a short-lived
 * token scoped to that one document (never the sign-in token). The tab is opened before the token is
 * asked for, so that the browser counts it as the click's and does not block it.
 */
export async function openDocumentFile(id: number, attachmentId?: number): Promise<void> {
  const tab = window.open('', '_blank');
  // The file is shown sandboxed, but its tab gets no hold on the portal's window either.
  if (tab) tab.opener = null;
  try {
    const token = encodeURIComponent(await viewToken(id));
    const path = attachmentId === undefined ? `entities/${id}/getFile/inline` : `entities/${id}/attachments/view/${attachmentId}`;
    if (tab) tab.location.href = `${GATEWAY}/${path}?token=${token}`;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
