import { z } from 'zod';

const english = z.locales.en();

/** How a wrong-type message names what the field must be ("a number", "an array"). */
const KINDS: Record<string, string> = { int: 'a whole number', array: 'an array', object: 'an object' };

/** How a wrong-format message names what the field must be; other formats keep zod's message. */
const FORMATS: Record<string, string> = {
  uuid: 'a UUID',
  email: 'an email address',
  url: 'a URL',
  datetime: 'a date and time (ISO 8601)',
};

/** "after must be a number", "uuid is required": a wrong or missing type in words a caller acts on. */
function wrongType(path: string, expected: string, input: unknown): string {
  if (input === undefined) return `${path} is required`;
  return `${path} must be ${KINDS[expected] ?? `a ${expected}`}`;
}

/** What a size bound counts, per kind of value; others keep zod's message. */
const UNITS: Record<string, [one: string, many: string]> = {
  string: [' character', ' characters'],
  array: [' item', ' items'],
  number: ['', ''],
  int: ['', ''],
};

/** "caption must be at most 1024 characters", "limit must be at least 1": a bound in plain words. */
function outOfBounds(path: string, issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const units = UNITS[issue.origin];
  if (units === undefined) return undefined;
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  // z.number().int() bounds any number by the safe-integer range, a bound nobody typed.
  if (Math.abs(bound) === Number.MAX_SAFE_INTEGER) return `${path} is out of range`;
  const side = issue.code === 'too_big' ? ['at most', 'less than'] : ['at least', 'more than'];
  const unit = bound === 1 ? units[0] : units[1];
  return `${path} must be ${issue.inclusive === false ? side[1] : side[0]} ${bound}${unit}`;
}

/** An enum or literal: "kind must be one of a, b", "type must be "text"". */
function notListed(path: string, issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_value') return undefined;
  const values = issue.values.map((value) => (typeof value === 'string' ? value : String(value)));
  if (values.length === 1) return `${path} must be ${JSON.stringify(issue.values[0])}`;
  return `${path} must be one of ${values.join(', ')}`;
}

/** Fields a strict body does not take: "bogus is not a field of this call". */
function unknownFields(path: string, keys: string[]): string {
  const names = keys.join(', ');
  const where = path ? ` in ${path}` : '';
  return `${names} ${keys.length === 1 ? 'is not a field' : 'are not fields'} of this call${where}`;
}

/**
 * zod's own messages ("Invalid input: expected string, received number") do not say which field
 * they are about; ours (a schema's `error`) do, in the spec's words. From here on, a wrong or
 * missing type or a wrong format says so in plain words ("after must be a number", "uuid is
 * required", "id must be a UUID"), as does a size bound ("limit must be at least 1"), and any
 * other message zod writes itself is prefixed with the field's path; a schema's own message is
 * left as it is. Server-wide: zod keeps one configuration.
 */
export function nameFieldsInValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const path = (issue.path ?? []).join('.');
      if (path && issue.code === 'invalid_type') return wrongType(path, issue.expected, issue.input);
      const format = issue.code === 'invalid_format' ? FORMATS[issue.format] : undefined;
      if (path && format) return `${path} must be ${format}`;
      const bounded = path ? outOfBounds(path, issue) : undefined;
      if (bounded) return bounded;
      const listed = path ? notListed(path, issue) : undefined;
      if (listed) return listed;
      if (issue.code === 'unrecognized_keys') return unknownFields(path, issue.keys);
      const own = english.localeError(issue);
      const message = typeof own === 'string' ? own : own?.message;
      return path && message ? `${path}: ${message}` : message;
    },
  });
}
