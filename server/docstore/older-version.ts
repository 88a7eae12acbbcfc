import { AppError } from '../errors/app-error.js';

/** A write or a signature asked of a document that a newer version replaced: the client moves to `currentId`. */
export const olderVersion = (id: number, currentId: number) =>
  new AppError('conflict', `Document ${id} is an older version; the current one is ${currentId}`, { code: 'document.newer-version', data: { currentDocumentId: currentId } });
