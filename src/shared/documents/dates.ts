/**
 * The three forms of a document date (spec 001 §5): shown as DD/MM/YYYY, edited as YYYY-MM-DD (the
 * form's and the date picker's), sent and stored as YYYYMMDD. Anything else is not a date and is
 * returned as undefined, never guessed at.
 */
const WIRE = /^(\d{4})(\d{2})(\d{2})$/;
const FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const valid = (y: string, m: string, d: string) => {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
};

/** Any of the three forms as its parts, or undefined. */
function parts(value: unknown): [string, string, string] | undefined {
  const text = String(value ?? '').trim();
  const wire = WIRE.exec(text) ?? FORM.exec(text);
  if (wire) return valid(wire[1], wire[2], wire[3]) ? [wire[1], wire[2], wire[3]] : undefined;
  const shown = SHOWN.exec(text);
  return shown && valid(shown[3], shown[2], shown[1]) ? [shown[3], shown[2], shown[1]] : undefined;
}

/** 20250110 (or 2025-01-10) → 10/01/2025 */
export const shownDate = (value: unknown): string | undefined => {
  const p = parts(value);
  return p && `${p[2]}/${p[1]}/${p[0]}`;
};

/** 20250110 (or 10/01/2025) → 2025-01-10 */
export const formDate = (value: unknown): string | undefined => {
  const p = parts(value);
  return p && `${p[0]}-${p[1]}-${p[2]}`;
};

/** 2025-01-10 (or 10/01/2025) → 20250110 */
export const wireDate = (value: unknown): string | undefined => {
  const p = parts(value);
  return p && `${p[0]}${p[1]}${p[2]}`;
};
