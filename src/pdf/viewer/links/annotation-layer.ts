import { followedAddress, isInternalLink } from './link-rules.js';

/**
 * Readies the links of a page's annotation layer once pdf.js has drawn it: a link that leads nowhere
 * the viewer follows loses its address, so that neither a click nor the browser's own "open in a new
 * tab" can follow it; a link pdf.js left without a name gets one (an external link its address, as a
 * tooltip too; an internal one `internalName`), for screen readers.
 */
function prepareLinks(page: ParentNode, internalName: string) {
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

/**
 * pdf.js marks a stamp annotation (a visible signature's, say) as an image with no name: its picture is
 * drawn on the canvas, and its box in the layer is empty. Unnamed, the box is no image for screen
 * readers (the page's canvas and text are what they read).
 */
function unmarkEmptyImages(page: ParentNode) {
  page.querySelectorAll('.annotationLayer [role="img"]').forEach((box) => {
    if (!box.getAttribute('aria-label') && !box.getAttribute('aria-labelledby') && !box.getAttribute('title')) box.removeAttribute('role');
  });
}

/** What the viewer does to a page's annotation layer once pdf.js has drawn it: its links readied, its empty images unmarked. */
export function prepareAnnotationLayer(page: ParentNode, internalName: string) {
  prepareLinks(page, internalName);
  unmarkEmptyImages(page);
}
