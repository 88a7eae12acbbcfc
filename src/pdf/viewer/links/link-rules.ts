/** The schemes an external link of a PDF may lead to; anything else (javascript:, file:, data:, ftp:, tel: …) is not followed. */
const FOLLOWED = new Set(['http:', 'https:', 'mailto:']);

/**
 * Where an external link of a PDF may lead: its address, or undefined for an address that is not
 * absolute or whose scheme is not http, https or mailto. pdf.js already drops some schemes in its
 * worker (javascript:), but lets others through (ftp:, tel:), so the viewer decides for itself.
 */
export function followedAddress(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return FOLLOWED.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A link of pdf.js's annotation layer that stays in the document (a destination, an action): its href is '#…' and pdf.js handles its click. */
export const isInternalLink = (link: HTMLAnchorElement) => (link.getAttribute('href') ?? '#').startsWith('#');
