/**
 * The name of a list's xlsx download (spec 001 §5): the title's letters and spaces only, each space an
 * underscore, lower-cased, after the date (YYYY_MM_DD, UTC) and an underscore; `.xlsx`. The server
 * names its download so; the client saves the file under the name the server gives.
 */
export function downloadName(title: string, now: Date): string {
  const name = title.replace(/[^\p{L} ]/gu, '').replace(/ /g, '_').toLowerCase();
  const date = now.toISOString().slice(0, 10).replace(/-/g, '_');
  return `${date}${name ? `_${name}` : ''}.xlsx`;
}
