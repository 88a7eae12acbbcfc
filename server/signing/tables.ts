import type { Generated } from 'kysely';
import type { IdColumn } from '../db/column-values.js';
import type { RequestState } from '../../src/shared/signing/requests.js';
import type { RevocationReason } from '../../src/shared/signing/certificates.js';

/** The signing tables (migration.ts), typed. Each has one owner module, named in migration.ts. */
export interface SignRequestTable {
  id: IdColumn;
  root_id: number;
  family_id: number;
  img_manage: number;
  reason: string | null;
  due_date: number | null;
  state: RequestState;
  created_by: string;
  created_at: number;
  completed_at: number | null;
  message: string | null;
  ended_reason: string | null;
  ended_by: string | null;
  ended_at: number | null;
  remind_every_days: number | null;
  remind_before_days: number | null;
  on_due: 'remind' | 'expire' | null;
  next_run_at: number | null;
  certificate_id: number | null;
}

export interface SignSignerTable {
  id: IdColumn;
  request_id: number;
  position: number;
  login: string | null;
  email: string | null;
  name: string;
  lang_key: string;
  signed_at: number | null;
  signed_document_id: number | null;
  invited_at: number | null;
  opened_at: number | null;
  declined_at: number | null;
  reminded_at: number | null;
  reminders: Generated<number>;
  signed_from: string | null;
  signed_with: 'signature-password' | 'one-time-password' | null;
}

export interface SignBoxTable {
  id: IdColumn;
  signer_id: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  corner: string;
}

export interface SignOtpTable {
  id: IdColumn;
  signer_id: number;
  subject: string;
  code_hash: string;
  state: 'active' | 'used' | 'superseded' | 'spent';
  attempts: number;
  expires_at: number;
  created_at: number;
}

export interface SignCredentialTable {
  user_id: number;
  password_hash: string;
  password_set_at: number;
  certificate_pem: string;
  /** Null only for a row written before the serial was kept (filled in by migration '0017-sign-revocation'). */
  certificate_serial: string | null;
  encrypted_private_key: string;
  failed_attempts: number;
  failed_since: number | null;
}

/** The signing authorities' certificates and sealed keys (keys/migration.ts); keys/authority.ts owns it. */
export interface SignAuthorityTable {
  name: 'ca' | 'tsa';
  certificate_pem: string;
  sealed_key: string;
  created_at: number;
}

export interface SignRevocationTable {
  serial: string;
  login: string;
  certificate_pem: string;
  reason: RevocationReason;
  note: string | null;
  revoked_at: number;
  revoked_by: string;
}

export interface SignCrlTable {
  number: number;
  der: string;
  this_update: number;
  next_update: number;
}

export interface SigningTables {
  sign_authority: SignAuthorityTable;
  sign_request: SignRequestTable;
  sign_signer: SignSignerTable;
  sign_box: SignBoxTable;
  sign_otp: SignOtpTable;
  sign_credential: SignCredentialTable;
  sign_revocation: SignRevocationTable;
  sign_crl: SignCrlTable;
}
