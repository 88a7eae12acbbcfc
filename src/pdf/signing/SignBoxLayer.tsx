import type { ShownPage } from '../geometry/shown-page';

/** The sign boxes the sign info places on a page (red to approve, green approved, orange another signer's). */
export function SignBoxLayer(_props: { page: ShownPage }) {
  return null;
}
