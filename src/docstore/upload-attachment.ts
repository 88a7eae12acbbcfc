import type { AttachmentOnWire } from '../shared/documents/gateway-wire';
import type { AttachmentBody } from '../shared/documents/attachment-body';
import { writePayload } from '../shared/documents/write-payload';
import { GATEWAY } from './gateway-api';
import { readAsDataUrl } from './read-file';
import { refusal, sendWithProgress } from '../providers/upload';

/** A picked file as the attachment body, read as a data URL and split the way every write payload is. */
export async function attachmentBody(file: File, description: string): Promise<AttachmentBody> {
  const { fileInfo = '', file: content = '' } = writePayload({}, new Set(), await readAsDataUrl(file));
  return { originalFileName: file.name, description: description.trim() || undefined, fileInfo, file: content };
}

/** Adds an attachment to a document, reporting the upload's progress (0..1); a refusal says the server's message. */
export async function uploadAttachment(id: number, body: AttachmentBody, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<AttachmentOnWire> {
  const answer = await sendWithProgress('POST', `${GATEWAY}/entities/${id}/attachments`, body, (sent, total) => onProgress(sent / total), signal);
  if (answer.status >= 200 && answer.status < 300) return answer.body as AttachmentOnWire;
  throw refusal(answer);
}
