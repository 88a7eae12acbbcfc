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

/**
 * Readies the links of a page's annotation layer once pdf.js has drawn it: a link that leads nowhere
 * the viewer follows loses its address, so that neither a click nor the browser's own "open in a new
 * tab" can follow it; a link pdf.js left without a name gets one (an external link its address, as a
 * tooltip too; an internal one `internalName`), for screen readers.
 */
export function prepareLinks(page: ParentNode, internalName: string) {
  page.querySelectorAll<HTMLAnchorElement>('.annotationLayer a').forEach((link) => {
    const internal = isInternalLink(link);
    const address = internal ? undefined : followedAddress(link.getAttribute('href'));
    if (!internal && !address) {
      link.removeAttribute('href');
      link.removeAttribute('target');
    }
    if (!link.title && !link.textContent?.trim()) {
      if (address) link.title = address;
      else if (internal && link.hasAttribute('href')) link.setAttribute('aria-label', internalName);
    }
  });
}
