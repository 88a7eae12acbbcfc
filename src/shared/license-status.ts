/** Why a stored licence does not hold. */
export type LicenseProblem = 'missing' | 'malformed' | 'signature' | 'expired';

/** What `GET api/license` answers. */
export interface LicenseStatus {
  key: string | null;
  valid: boolean;
  licensee: string | null;
  issued: string | null;
  expires: string | null;
  features: string[];
  reason: LicenseProblem | null;
  message: string | null;
  updatedBy: string | null;
  updatedDate: string | null;
}
