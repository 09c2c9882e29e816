import { type ColumnMapping, columnLetter, SHEET_STATUS_HEADER } from '@chatgate/contracts';
import type { SelectOption } from '../../components/select-field';

/** Where a bulk send's rows come from: a tab of the connected spreadsheet or an uploaded file. */
export type SourceKind = 'sheet' | 'file';

type Role = keyof ColumnMapping;

/** Header patterns per column role, best first; `avoid` rules out headers that only look alike. */
const GUESSES: Record<Role, { patterns: RegExp[]; avoid?: RegExp }> = {
  phone: { patterns: [/phone/, /mobile/, /whatsapp/, /number|\bno\b/, /contact|cell|msisdn/] },
  message: {
    patterns: [/message|msg/, /text/, /body/, /content|template/],
    avoid: /\bid\b|status|date|time/,
  },
  media: { patterns: [/media/, /image|photo|picture|video|document|attachment/, /url|link|file/] },
  status: { patterns: [new RegExp(`^${SHEET_STATUS_HEADER.toLowerCase()}$`), /status/, /result/] },
};

const normalise = (header: string) => header.trim().toLowerCase();

/** The leftmost free column whose header best matches the role, or null. */
function guess(headers: string[], role: Role, taken: Set<number>): number | null {
  const { patterns, avoid } = GUESSES[role];
  for (const pattern of patterns) {
    const index = headers.findIndex((header, i) => {
      const name = normalise(header);
      return !taken.has(i) && pattern.test(name) && !avoid?.test(name);
    });
    if (index >= 0) return index;
  }
  return null;
}

/**
 * The mapping to start from, guessed from the header names: phone, message, media and status
 * columns, each column used once. Without a matching header, phone and message take the first
 * free columns, media is none and the status goes to a new column.
 */
export function guessMapping(headers: string[], kind: SourceKind): ColumnMapping {
  const taken = new Set<number>();
  const pick = (role: Role) => {
    const index = guess(headers, role, taken);
    if (index !== null) taken.add(index);
    return index;
  };
  const phoneGuess = pick('phone');
  const messageGuess = pick('message');
  const phone = phoneGuess ?? firstFree(headers.length, taken) ?? 0;
  taken.add(phone);
  const message = messageGuess ?? firstFree(headers.length, taken) ?? phone;
  taken.add(message);
  const media = pick('media');
  const status = kind === 'sheet' ? pick('status') : null;
  return { phone, message, media, status };
}

function firstFree(count: number, taken: Set<number>): number | null {
  for (let i = 0; i < count; i++) if (!taken.has(i)) return i;
  return null;
}

/** A column as the screen names it: its letter and header, e.g. "B · Message". */
export function columnLabel(headers: string[], index: number): string {
  return `${columnLetter(index)} · ${headers[index]?.trim() || 'No header'}`;
}

/** Every column of the headers as select options (value: the 0-based index). */
export function columnOptions(headers: string[]): SelectOption[] {
  return headers.map((_, index) => ({ value: String(index), label: columnLabel(headers, index) }));
}

/** The choices of the status column: a new column, or one that is not read for the message. */
export function statusOptions(headers: string[], mapping: ColumnMapping): SelectOption[] {
  const read = new Set([mapping.phone, mapping.message, mapping.media]);
  return [
    { value: '', label: `Add a new '${SHEET_STATUS_HEADER}' column` },
    ...columnOptions(headers).filter((option) => !read.has(Number(option.value))),
  ];
}

/**
 * The mapping with one role set to a column (null: none / a new column). A status column that is
 * now read for the message goes back to a new column, so statuses never overwrite what is sent.
 */
export function withColumn(mapping: ColumnMapping, role: Role, column: number | null): ColumnMapping {
  const next = { ...mapping, [role]: column } as ColumnMapping;
  if (next.status !== null && [next.phone, next.message, next.media].includes(next.status)) {
    next.status = null;
  }
  return next;
}

/** A select's value ('' for none) as a column index or null. */
export const columnOf = (value: string): number | null => (value === '' ? null : Number(value));
