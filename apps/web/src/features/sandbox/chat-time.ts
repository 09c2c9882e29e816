const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** A message's time of day; its date too when it is not from today. */
export function chatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString()
    ? timeFormat.format(at)
    : `${dayFormat.format(at)}, ${timeFormat.format(at)}`;
}
