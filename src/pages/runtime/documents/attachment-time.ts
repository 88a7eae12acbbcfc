const two = (n: number) => String(n).padStart(2, '0');

/**
 * When an attachment was added, as the visitor reads it: the gateway's UTC date (YYYYMMDD) and time
 * (HH:MM:SS) in the visitor's own time, DD/MM/YYYY HH:mm. Anything else is shown as it came.
 */
export function shownAttachmentTime(date: string, time: string): string {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return `${date} ${time}`.trim();
  const at = new Date(Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2], +(t[3] ?? 0)));
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
