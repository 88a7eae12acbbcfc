import { badRequest } from '../errors/app-error.js';
import type { FamilyDefinition, SignMode, SigningSettings, ValueListDefinition } from '../docstore/model.js';
import type { ReasonOverride, SignRequest } from './requests/model.js';
import { DEFAULT_LEVEL, type LongTermLevel } from '../../src/shared/signing/levels.js';

/** The settings a signature follows: the family's, with what its request changed. */
export interface Effective {
  imgManage: SignMode;
  requiredDigitalSign: boolean;
  reason: { list?: ValueListDefinition; default: string; editable: boolean; mandatory: boolean };
  meanings?: ValueListDefinition;
  /** What the family lets through in a PDF (pdf-checks.ts). */
  allowChangesAfterSigning: boolean;
  allowActiveContent: boolean;
  level: LongTermLevel;
}

/** The longest reason a signer may write. */
export const MAX_REASON_LENGTH = 200;

/** A family's signing settings; a family without them takes no signatures. */
export function signingOf(family: FamilyDefinition): SigningSettings | undefined {
  return family.signing;
}

export function effectiveSettings(family: FamilyDefinition, request: SignRequest | undefined, lists: ValueListDefinition[]): Effective {
  const own: SigningSettings = family.signing ?? {
    imgManage: 0 as SignMode,
    requiredDigitalSign: false,
    reason: { editable: true, mandatory: false },
    updatesRequireCredentials: false,
    allowChangesAfterSigning: false,
    allowActiveContent: false,
    level: DEFAULT_LEVEL,
  };
  const override: ReasonOverride = request?.reason ?? {};
  const listKey = override.list === undefined ? own.reason.list : (override.list ?? undefined);
  return {
    imgManage: request?.imgManage ?? own.imgManage,
    requiredDigitalSign: own.requiredDigitalSign,
    reason: {
      list: listKey ? lists.find((l) => l.key === listKey) : undefined,
      default: override.default ?? (override.list === undefined ? (own.reason.default ?? '') : ''),
      editable: override.editable ?? own.reason.editable,
      mandatory: override.mandatory ?? own.reason.mandatory,
    },
    meanings: own.meanings ? lists.find((l) => l.key === own.meanings) : undefined,
    allowChangesAfterSigning: own.allowChangesAfterSigning,
    allowActiveContent: own.allowActiveContent,
    level: own.level,
  };
}

/**
 * The reason a signature carries, from what the signer sent: the default when the reason may not be
 * changed or none was given; an entry of the value list (by label, ignoring case, or id) when there is
 * one. 400 for a changed fixed reason, a reason the list lacks, or none where one is mandatory.
 */
export function reasonFor(settings: Effective['reason'], given: string | undefined): string | undefined {
  const sent = given?.trim() ? given.trim() : undefined;
  if (!settings.editable && sent !== undefined && sent.toLowerCase() !== settings.default.toLowerCase())
    throw badRequest(`The reason cannot be changed: it is "${settings.default}"`);
  let reason = settings.editable ? (sent ?? (settings.default || undefined)) : settings.default || undefined;
  if (reason !== undefined && settings.list) {
    const wanted = reason.toLowerCase();
    const entry = settings.list.entries.find((e) => e.label.toLowerCase() === wanted || String(e.id) === reason);
    if (!entry) throw badRequest(`The reason must be an entry of the value list ${settings.list.key}: "${reason}" is none of them`);
    reason = entry.label;
  }
  if (reason !== undefined && reason.length > MAX_REASON_LENGTH) throw badRequest(`The reason takes at most ${MAX_REASON_LENGTH} characters`);
  if (reason === undefined && settings.mandatory) throw badRequest('A reason is required');
  return reason;
}

/** A request's reason settings, checked against the value lists; 400 for a list that does not exist or a default it lacks. */
export function checkReasonOverride(
  override: { list?: string | number | null; default?: string; editable?: boolean; mandatory?: boolean } | undefined,
  family: FamilyDefinition,
  lists: ValueListDefinition[],
): ReasonOverride | null {
  if (!override) return null;
  let list: string | null | undefined;
  if (override.list === null || override.list === -1) list = null;
  else if (override.list !== undefined) {
    const found = lists.find((l) => l.key === override.list || l.id === override.list);
    if (!found) throw badRequest(`There is no value list ${String(override.list)}`);
    list = found.key;
  }
  const inForce = list !== undefined ? list : family.signing?.reason.list;
  if (inForce && override.default) {
    const entries = lists.find((l) => l.key === inForce)!.entries;
    if (!entries.some((e) => e.label.toLowerCase() === override.default!.toLowerCase())) throw badRequest(`The default reason "${override.default}" is no entry of the value list ${inForce}`);
  }
  return {
    ...(list !== undefined ? { list } : {}),
    ...(override.default !== undefined ? { default: override.default } : {}),
    ...(override.editable !== undefined ? { editable: override.editable } : {}),
    ...(override.mandatory !== undefined ? { mandatory: override.mandatory } : {}),
  };
}
