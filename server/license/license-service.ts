import type { KeyObject } from 'node:crypto';
import { readSetting, writeSetting } from '../settings/app-settings.js';
import type { Db } from '../database.js';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';
import { badRequest } from '../errors/app-error.js';
import { checkLicense, publicKeyOf, type LicenseCheck } from './format.js';
import { BUILT_IN_LICENSE_KEYS } from './trusted-keys.js';
import type { LicenseStatus } from '../../src/shared/license-status.js';

/** The setting (table app_setting) that holds the licence: JSON {key, updatedBy, updatedDate}. */
const SETTING = 'license';

interface StoredLicense {
  key: string;
  updatedBy: string;
  updatedDate: string;
}

/**
 * The portal's licence: one per installation, kept in the database so that every server sharing it
 * agrees. Whether it holds is worked out on each read (it expires with time, not with a write), so
 * the site's validLicense is never stored.
 */
export class LicenseService {
  private readonly keys: KeyObject[];
  private readonly cache: ReadCache<StoredLicense | undefined>;

  constructor(
    private readonly db: Db,
    extraKeys: string[],
    dataVersion?: DataVersion,
  ) {
    this.keys = [...BUILT_IN_LICENSE_KEYS, ...extraKeys].map(publicKeyOf);
    this.cache = new ReadCache(dataVersion, 1);
  }

  private stored(): Promise<StoredLicense | undefined> {
    return this.cache.get(SETTING, async () => {
      const value = await readSetting(this.db, SETTING);
      return value === undefined ? undefined : (JSON.parse(value) as StoredLicense);
    });
  }

  check(key: string): LicenseCheck {
    return checkLicense(key, this.keys);
  }

  async status(): Promise<LicenseStatus> {
    const stored = await this.stored();
    const empty = { licensee: null, issued: null, expires: null, features: [] as string[] };
    if (!stored)
      return { key: null, valid: false, ...empty, reason: 'missing', message: 'No licence has been entered', updatedBy: null, updatedDate: null };
    const check = this.check(stored.key);
    const payload = check.payload;
    return {
      key: stored.key,
      valid: check.valid,
      ...(payload ? { licensee: payload.licensee, issued: payload.issued, expires: payload.expires, features: payload.features ?? [] } : empty),
      reason: check.valid ? null : check.reason,
      message: check.valid ? null : check.message,
      updatedBy: stored.updatedBy,
      updatedDate: stored.updatedDate,
    };
  }

  async isValid(): Promise<boolean> {
    const stored = await this.stored();
    return !!stored && this.check(stored.key).valid;
  }

  /** Keeps a licence that holds now; anything else is a 400 that names why, and nothing changes. */
  async store(key: string, login: string): Promise<void> {
    const check = this.check(key);
    if (!check.valid)
      throw badRequest(check.message, { title: 'Invalid licence', message: `error.license.${check.reason}`, extra: { reason: check.reason } });
    await this.save({ key: key.replace(/\s+/g, ''), updatedBy: login, updatedDate: new Date().toISOString() });
  }

  /** An administrator's new licence kept (as `store` does), and what the stored one says now. */
  async replace(key: string, login: string): Promise<LicenseStatus> {
    await this.store(key, login);
    return this.status();
  }

  /** Stores a licence without checking it (the demonstration seed). */
  async save(license: StoredLicense): Promise<void> {
    await writeSetting(this.db, SETTING, JSON.stringify(license));
  }
}
