import { DATE_IN_TEXT, formatDate, formatTime } from '../lib/format-date';

/** A hyphen in a date is no place to wrap: "25-Nov-" on one line and "2026" on the next reads badly. */
const WHOLE = 'whitespace-nowrap';

interface DateTimeProps {
  /** An ISO date or timestamp; also the element's machine-readable dateTime. */
  value: string;
  /** Adds HH:mm:ss after the date; a narrow column may put it on the next line, never the date's parts. */
  withTime?: boolean;
  className?: string;
}

/** A date (dd-MMM-yyyy) or a moment in a <time> element whose date never breaks at its hyphens. */
export function DateTime({ value, withTime = false, className }: DateTimeProps) {
  const date = formatDate(value);
  if (!date) return null;
  return (
    <time dateTime={value} className={className}>
      <span className={WHOLE}>{date}</span>
      {withTime && ` ${formatTime(value)}`}
    </time>
  );
}

/** Running text (a notification's title, a dialog's message) with every date in it kept on one line. */
export function TextWithDates({ text }: { text: string }) {
  const parts = text.split(DATE_IN_TEXT);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
      <span key={i} className={WHOLE}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
