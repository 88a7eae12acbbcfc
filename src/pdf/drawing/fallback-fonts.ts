import type { FallbackFace } from './faces';

// Each face is a file of its own, fetched only when a text leaves the standard fonts' characters.
const URLS: Record<FallbackFace, () => Promise<{ default: string }>> = {
  sans: () => import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'),
  mono: () => import('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url'),
  serif: () => import('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url'),
};

/** The family name the canvas knows a DejaVu face by, once loaded. */
export const screenFamily = (face: FallbackFace) => `Portico DejaVu ${face}`;

/** Makes a DejaVu face known to the browser, so that the canvas shows such a text as the saved PDF will. */
export async function loadScreenFace(face: FallbackFace): Promise<FallbackFace> {
  const { default: url } = await URLS[face]();
  document.fonts.add(await new FontFace(screenFamily(face), `url(${url})`).load());
  return face;
}

/** A DejaVu face's bytes, for the browser's save. */
export async function loadFallbackFont(face: FallbackFace): Promise<ArrayBuffer> {
  const { default: url } = await URLS[face]();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${face} could not be loaded (${response.status})`);
  return response.arrayBuffer();
}
