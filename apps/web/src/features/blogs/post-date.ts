import { formatDate } from '../../lib/format-date';

/** A post's YYYY-MM-DD date as dd-MMM-yyyy (spec 9), read as a calendar day (no time-zone shift). */
export function formatPostDate(date: string): string {
  return formatDate(`${date}T00:00:00`) || date;
}
