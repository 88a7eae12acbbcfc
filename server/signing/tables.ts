import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.js';

/** The signing tables (migration.ts), typed. Each has one owner module, named in migration.ts. */
export interface SignRequestTable {
  id: number;
  root_id: number;
  family_id: number;
  img_manage: number;
  reason: string | null;
  due_date: number | null;
  state: 'open' | 'completed' | 'cancelled';
  created_by: string;
  created_at: number;
  completed_at: number | null;
}

export interface SignSignerTable {
  id: number;
  request_id: number;
  position: number;
  login: string | null;
  email: string | null;
  name: string;
  lang_key: string;
  signed_at: number | null;
  signed_document_id: number | null;
  invited_at: number | null;
}

export interface SignBoxTable {
  id: number;
  signer_id: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  corner: string;
}

export interface SignOtpTable {
  id: number;
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
  encrypted_private_key: string;
  failed_attempts: number;
  failed_since: number | null;
}

export interface SigningTables {
  sign_request: SignRequestTable;
  sign_signer: SignSignerTable;
  sign_box: SignBoxTable;
  sign_otp: SignOtpTable;
  sign_credential: SignCredentialTable;
}

/** The database (or a transaction) seen through the signing tables' types. */
export const signingDb = (db: Db) => db as unknown as Kysely<SigningTables>;
