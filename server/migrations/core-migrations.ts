import type { Migration } from 'kysely';
import type { DialectName } from '../db/connect.js';
import { pdfInspectionsMigration } from '../pdf/migration.js';
import { signAuthorityMigration } from '../signing/keys/migration.js';
import { signingMigration } from '../signing/migration.js';
import { signInboxIndexesMigration, signRequestLifecycleMigration } from '../signing/requests/migration.js';
import { signRevocationMigration } from '../signing/revocation/migration.js';
import { accountSecurityMigration, accountsMigration, oauth2SignInMigration, revokedTokensAndMailRequestsMigration, tokenRevocationMigration } from './core/accounts.js';
import { clientErrorReportsMigration } from './core/client-error-reports.js';
import { documentLibraryMigration } from './core/document-library.js';
import { documentAttachmentsAuditMigration, documentCountsMigration, documentStoreMigration } from './core/document-store.js';
import { tableBuilders } from '../db/table-builders.js';

/**
 * Versioned migrations of the tables that do not come from entity schemas (accounts, settings, keys,
 * rate limits, the mail outbox): each lives in core/, in a file named for what its tables hold; the
 * signing tables come from their feature.
 * Entity tables are kept in step with their schemas by entity-tables.ts.
 * Never edit a migration that has shipped: add a new one.
 */
export function coreMigrations(dialect: DialectName): Record<string, Migration> {
  const tables = tableBuilders(dialect);
  return {
    '0001-accounts': accountsMigration(tables),
    '0002-account-security': accountSecurityMigration(tables),
    '0003-oauth2-sign-in': oauth2SignInMigration(tables),
    '0004-document-store': documentStoreMigration(tables),
    '0005-document-attachments-audit': documentAttachmentsAuditMigration(tables),
    '0007-document-library': documentLibraryMigration(tables),
    '0008-document-counts': documentCountsMigration,
    '0009-token-revocation': tokenRevocationMigration,
    // The certificate authority of PDF signatures and the local timestamp authority (server/signing/keys).
    '0010-signing-authority': signAuthorityMigration,
    // Signature requests, signers, boxes, one-time passwords and signature credentials (server/signing).
    '0011-signing': signingMigration(tables),
    '0012-client-error-reports': clientErrorReportsMigration(tables),
    '0013-revoked-tokens-and-mail-requests': revokedTokensAndMailRequestsMigration(tables),
    // What each PDF holds and what its signatures are worth, by the file's content (server/pdf).
    '0014-pdf-inspections': pdfInspectionsMigration,
    '0015-sign-request-lifecycle': signRequestLifecycleMigration,
    // The indexes the signature inboxes' lists read by.
    '0016-sign-inbox-indexes': signInboxIndexesMigration,
    // Revoked signer certificates and the authority's revocation lists (server/signing/revocation).
    '0017-sign-revocation': signRevocationMigration,
  };
}
