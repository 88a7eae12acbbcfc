import type { Db } from '../../database.js';
import type { Corner } from '../../../src/shared/signing/wire.js';
import type { SignMode } from '../../docstore/model.js';
import type { Selectable } from 'kysely';
import type { SignRequestTable, SignSignerTable, SignBoxTable } from '../tables.js';
import type { Box, ReasonOverride, SignRequest, Signer } from './model.js';

export interface NewRequest {
  rootId: number;
  familyId: number;
  imgManage: SignMode;
  reason: ReasonOverride | null;
  dueDate: number | null;
  createdBy: string;
  message: string | null;
  reminders: SignRequest['reminders'];
  onDue: SignRequest['onDue'];
  nextRunAt: number | null;
  signers: Pick<Signer, 'order' | 'login' | 'email' | 'name' | 'langKey' | 'boxes'>[];
}

/**
 * The owner of sign_request, sign_signer and sign_box. Every method takes the database or the
 * transaction it runs in, so that a request's changes commit with the document write they belong to.
 * The inboxes' lists read them beside it, in SQL (inbox-reads.ts).
 */
export class SignRequestStore {
  async create(db: Db, input: NewRequest): Promise<SignRequest> {
    const { id } = await db
      .insertInto('sign_request')
      .values({
        root_id: input.rootId,
        family_id: input.familyId,
        img_manage: input.imgManage,
        reason: input.reason ? JSON.stringify(input.reason) : null,
        due_date: input.dueDate,
        state: 'open',
        created_by: input.createdBy,
        created_at: Date.now(),
        message: input.message,
        remind_every_days: input.reminders.everyDays,
        remind_before_days: input.reminders.beforeDueDays,
        on_due: input.onDue,
        next_run_at: input.nextRunAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const signer of input.signers) {
      const { id: signerId } = await db
        .insertInto('sign_signer')
        .values({ request_id: id, position: signer.order, login: signer.login, email: signer.email, name: signer.name, lang_key: signer.langKey })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertBoxes(db, signerId, signer.boxes);
    }
    return (await this.byId(db, id))!;
  }

  async byId(db: Db, id: number): Promise<SignRequest | undefined> {
    const row = await db.selectFrom('sign_request').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.withSigners(db, row) : undefined;
  }

  /** The document's open request, if any. */
  async openFor(db: Db, rootId: number): Promise<SignRequest | undefined> {
    const row = await db.selectFrom('sign_request').selectAll().where('root_id', '=', rootId).where('state', '=', 'open').executeTakeFirst();
    return row ? this.withSigners(db, row) : undefined;
  }

  /** The document's open request, else its latest one (completed or cancelled), if any. */
  async latestFor(db: Db, rootId: number): Promise<SignRequest | undefined> {
    return (
      (await this.openFor(db, rootId)) ??
      (await (async () => {
        const row = await db.selectFrom('sign_request').selectAll().where('root_id', '=', rootId).orderBy('id', 'desc').executeTakeFirst();
        return row ? this.withSigners(db, row) : undefined;
      })())
    );
  }

  /** The request a signer belongs to, with the signer. */
  async bySigner(db: Db, signerId: number): Promise<{ request: SignRequest; signer: Signer } | undefined> {
    const row = await db.selectFrom('sign_signer').select('request_id').where('id', '=', signerId).executeTakeFirst();
    const request = row && (await this.byId(db, row.request_id));
    const signer = request?.signers.find((s) => s.id === signerId);
    return request && signer ? { request, signer } : undefined;
  }

  /**
   * Records a signer's signature and completes the request when it was the last one; false when the
   * signer had signed already (a concurrent call was first), so that the caller rolls back.
   */
  async markSigned(db: Db, signerId: number, documentId: number, how: { from: string; with: 'signature-password' | 'one-time-password' }): Promise<boolean> {
    const now = Date.now();
    const done = await db
      .updateTable('sign_signer')
      .set({ signed_at: now, signed_document_id: documentId, signed_from: how.from, signed_with: how.with })
      .where('id', '=', signerId)
      .where('signed_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    const { request_id: requestId } = await db.selectFrom('sign_signer').select('request_id').where('id', '=', signerId).executeTakeFirstOrThrow();
    const waiting = await db.selectFrom('sign_signer').select('id').where('request_id', '=', requestId).where('signed_at', 'is', null).executeTakeFirst();
    // Completed: the scheduler makes its certificate and mails it at once (scheduler.ts).
    if (!waiting) await db.updateTable('sign_request').set({ state: 'completed', completed_at: now, next_run_at: now }).where('id', '=', requestId).execute();
    return true;
  }

  async markInvited(db: Db, signerId: number): Promise<void> {
    await db.updateTable('sign_signer').set({ invited_at: Date.now() }).where('id', '=', signerId).execute();
  }

  /** The first time a signer opens the document they are asked to sign. */
  async markOpened(db: Db, signerId: number): Promise<void> {
    await db.updateTable('sign_signer').set({ opened_at: Date.now() }).where('id', '=', signerId).where('opened_at', 'is', null).execute();
  }

  async markReminded(db: Db, signerId: number, at: number): Promise<void> {
    await db
      .updateTable('sign_signer')
      .set((eb) => ({ reminded_at: at, reminders: eb('reminders', '+', 1) }))
      .where('id', '=', signerId)
      .execute();
  }

  /**
   * Ends an open request unsigned (declined, voided, expired), saying who and why; with a declining
   * signer, marks them. False when it was no longer open (a concurrent call ended or completed it).
   */
  async end(db: Db, requestId: number, state: 'declined' | 'voided' | 'expired', by: string, reason: string | null, decliningSigner?: number): Promise<boolean> {
    const now = Date.now();
    const done = await db
      .updateTable('sign_request')
      .set({ state, ended_by: by, ended_at: now, ended_reason: reason, next_run_at: null })
      .where('id', '=', requestId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    if (decliningSigner !== undefined) await db.updateTable('sign_signer').set({ declined_at: now }).where('id', '=', decliningSigner).execute();
    return true;
  }

  /**
   * Puts another person in place of a signer who has not signed: a new signer row with the same step
   * and boxes, the old one removed (its link, which names it, stops working). Undefined when the old
   * one signed or is gone meanwhile.
   */
  async replaceSigner(db: Db, old: Signer, person: Pick<Signer, 'login' | 'email' | 'name' | 'langKey'>): Promise<number | undefined> {
    const gone = await db.deleteFrom('sign_signer').where('id', '=', old.id).where('signed_at', 'is', null).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return undefined;
    const { id } = await db
      .insertInto('sign_signer')
      .values({ request_id: old.requestId, position: old.order, login: person.login, email: person.email, name: person.name, lang_key: person.langKey })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertBoxes(db, id, old.boxes);
    return id;
  }

  /** A completed request's certificate is made and sent: the scheduler is done with it. */
  async markCertified(db: Db, requestId: number, attachmentId: number): Promise<void> {
    await db.updateTable('sign_request').set({ certificate_id: attachmentId, next_run_at: null }).where('id', '=', requestId).execute();
  }

  /** When the scheduler looks at the request next (null: never again). */
  async setNextRun(db: Db, requestId: number, at: number | null): Promise<void> {
    await db.updateTable('sign_request').set({ next_run_at: at }).where('id', '=', requestId).execute();
  }

  private async withSigners(db: Db, row: Selectable<SignRequestTable>): Promise<SignRequest> {
    const signers = await db.selectFrom('sign_signer').selectAll().where('request_id', '=', row.id).orderBy('position').orderBy('id').execute();
    const boxes = signers.length
      ? await db
          .selectFrom('sign_box')
          .selectAll()
          .where(
            'signer_id',
            'in',
            signers.map((s) => s.id),
          )
          .orderBy('id')
          .execute()
      : [];
    return {
      id: row.id,
      rootId: row.root_id,
      familyId: row.family_id,
      imgManage: row.img_manage as SignMode,
      reason: row.reason ? (JSON.parse(row.reason) as ReasonOverride) : null,
      dueDate: row.due_date,
      state: row.state,
      createdBy: row.created_by,
      createdAt: row.created_at,
      message: row.message,
      reminders: { everyDays: row.remind_every_days, beforeDueDays: row.remind_before_days },
      onDue: row.on_due ?? 'remind',
      ended: row.ended_by === null || row.ended_at === null ? null : { by: row.ended_by, at: row.ended_at, reason: row.ended_reason },
      nextRunAt: row.next_run_at,
      certificateId: row.certificate_id,
      signers: signers.map((s) => toSigner(s, boxes.filter((b) => b.signer_id === s.id))),
    };
  }
}

/** A signer's boxes, in their order. */
async function insertBoxes(db: Db, signerId: number, boxes: Box[]): Promise<void> {
  if (boxes.length)
    await db
      .insertInto('sign_box')
      .values(boxes.map((b) => ({ signer_id: signerId, page: b.page, x: b.x, y: b.y, width: b.width, height: b.height, corner: b.corner })))
      .execute();
}

function toSigner(row: Selectable<SignSignerTable>, boxes: Selectable<SignBoxTable>[]): Signer {
  return {
    id: row.id,
    requestId: row.request_id,
    order: row.position,
    login: row.login,
    email: row.email,
    name: row.name,
    langKey: row.lang_key,
    signedAt: row.signed_at,
    signedDocumentId: row.signed_document_id,
    invitedAt: row.invited_at,
    openedAt: row.opened_at,
    declinedAt: row.declined_at,
    remindedAt: row.reminded_at,
    reminders: row.reminders,
    signedFrom: row.signed_from,
    signedWith: row.signed_with,
    boxes: boxes.map(toBox),
  };
}

const toBox = (row: Selectable<SignBoxTable>): Box => ({
  page: row.page,
  x: row.x,
  y: row.y,
  width: row.width,
  height: row.height,
  corner: row.corner as Corner,
});
