/**
 * The families of `i18n/en.json` that the shell carries: the frame's, the composer's first screen's,
 * the sign-in's, the entities' names, the server's refusals and react-admin's own. The build puts only these in the
 * shell (`en.json?first`, vite.config.ts); the others come with the first screen loaded on demand
 * that may need them (`loadChunk`), from `/i18n/en.json`.
 */
export const FIRST_TEXTS = [
  // The portal's wording of react-admin's texts, all of which the shell carries.
  'ra',
  'error',
  'resources',
  'portico.menu',
  'portico.alert',
  'portico.validation',
  'portico.error',
  'portico.area',
  'portico.crash',
  'portico.footer',
  'portico.logout',
  'portico.notFound',
  'portico.pages',
  'portico.composer',
  'portico.list',
  'portico.common',
  'portico.login',
  'portico.action',
  'portico.account',
  'portico.password',
  'portico.reset',
  'portico.captcha',
];

type Texts = { [key: string]: string | Texts };

/** The texts of the given families (dotted paths), the rest left out. */
export function pickTexts(texts: Texts, families: string[]): Texts {
  const picked: Texts = {};
  for (const family of families) {
    const path = family.split('.');
    let from: string | Texts | undefined = texts;
    for (const key of path) from = typeof from === 'object' ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1)) into = (into[key] ??= {}) as Texts;
    into[path[path.length - 1]] = from;
  }
  return picked;
}
