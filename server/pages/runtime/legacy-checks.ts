/**
 * The permission checks of the earlier grammar, rewritten as CEL (server/migrations/data-migrations.ts): a
 * boolean expression of names joined by `||`, `&&`, `!` and parentheses, where a name was one of the
 * account's authorities, `authenticated` or `guest`; or a JSON value (`true` let everyone in, any
 * other value nobody). A text that does not fit that grammar is left as it is: it let nobody in, and
 * CEL refuses it too, or it is CEL already.
 */
export function celFromLegacyCheck(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'true' || trimmed === 'false') return text;
  try {
    JSON.parse(trimmed);
    return 'false';
  } catch {
    // Not JSON: the expression grammar, or CEL.
  }
  const tokens = trimmed.match(/\|\||&&|!|\(|\)|[A-Za-z_$][A-Za-z0-9_$.:-]*|\s+|./g) ?? [];
  if (tokens.some((t) => !/^(\|\||&&|!|\(|\)|\s+|[A-Za-z_$][A-Za-z0-9_$.:-]*)$/.test(t))) return text;
  // CEL names (user, site, can, true, false, in …) mean the text is CEL already.
  if (tokens.some((t) => /^(user|site|can|true|false|null|in)\b/.test(t))) return text;
  return tokens
    .map((t) => {
      if (t === 'authenticated') return 'user.authenticated';
      if (t === 'guest') return '!user.authenticated';
      if (/^[A-Za-z_$]/.test(t)) return `(${JSON.stringify(t)} in user.roles)`;
      return t;
    })
    .join('');
}
