/**
 * Password strength on five levels, from its length and the classes of characters it uses (lower
 * case, upper case, digits, symbols). Few classes or a short password cap the score, whatever the
 * length: 1 class at 10, 2 at 20, 3 at 40; 6 characters or fewer at 10.
 */
export const STRENGTH_LEVELS = 5;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9\s]/];

export function passwordScore(password: string): number {
  const classes = CLASSES.filter((c) => c.test(password)).length;
  let score = 2 * password.length + (password.length >= 10 ? 1 : 0) + classes * 10;
  if (password.length <= 6) score = Math.min(score, 10);
  const cap = [Infinity, 10, 20, 40][classes];
  if (cap !== undefined) score = Math.min(score, cap);
  return score;
}

/** The level, 1 (weakest) to 5 (strongest). */
export function passwordLevel(password: string): number {
  const score = passwordScore(password);
  if (score <= 10) return 1;
  if (score <= 20) return 2;
  if (score <= 30) return 3;
  if (score <= 40) return 4;
  return 5;
}
