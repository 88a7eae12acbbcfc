import type { WritePayload } from '../shared/documents/write-payload';
import { captchaQuery, GATEWAY, type Captcha } from './gateway-api';
import { refusal, sendWithProgress } from '../providers/upload';
import { SupersededError } from './superseded-error';

export interface DocumentSave {
  fam: string | number;
  /** The document updated; a new one is created without it. */
  id?: number;
  payload: WritePayload;
  /** The file's name, kept with it. */
  fileName?: string;
  captcha?: Captcha;
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Creates (POST entities/, 201 with the new id) or updates (PUT entities/{id}, the current version's
 * id) a document, as the gateway's entity calls do (spec 001 §7), reporting the upload's progress;
 * an update of an older version rejects with the current one's id (409, x-new-doc-id).
 */
export async function sendDocument({ fam, id, payload, fileName, captcha, onProgress }: DocumentSave): Promise<number> {
  const url = `${GATEWAY}/entities/${id ?? ''}${captchaQuery(captcha)}`;
  const body = { ...(id === undefined ? { fam } : {}), ...payload, ...(fileName && payload.file ? { fileName } : {}) };
  const answer = await sendWithProgress(id === undefined ? 'POST' : 'PUT', url, body, onProgress);
  if (answer.status >= 200 && answer.status < 300) return Number(answer.body);
  const newer = Number(answer.headers.get('x-new-doc-id'));
  if (answer.status === 409 && newer > 0) throw new SupersededError(newer);
  throw refusal(answer);
}
