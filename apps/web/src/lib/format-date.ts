const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as the spec shows dates, dd-MMM-yyyy (section 9), in the browser's time zone; '' when invalid. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
}

/** A time of day as HH:mm:ss (spec 9), in the browser's time zone; '' when invalid. */
export function formatTime(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A moment as dd-MMM-yyyy HH:mm:ss (spec 9), in the browser's time zone; '' when invalid. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${formatTime(date)}`;
}

/**
 * A date as formatDate writes it (and the server's texts do, e.g. "active until 25-Nov-2027"),
 * or as an ISO day (2026-11-25), found in running text; one capture group, for String.split.
 */
export const DATE_IN_TEXT = /(\b\d{2}-[A-Z][a-z]{2}-\d{4}\b|\b\d{4}-\d{2}-\d{2}\b)/;
