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

/**
 * zod's own messages ("Invalid input: expected string, received number") do not say which field
 * they are about; ours (a schema's `error`) do, in the spec's words. From here on, a wrong or
 * missing type or a wrong format says so in plain words ("after must be a number", "uuid is
 * required", "id must be a UUID"), and any
 * other message zod writes itself is prefixed with the field's path ("limit: Too small: expected
 * number to be >=1"); a schema's own message is left as it is. Server-wide: zod keeps one configuration.
 */
export function nameFieldsInValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const path = (issue.path ?? []).join('.');
      if (path && issue.code === 'invalid_type') return wrongType(path, issue.expected, issue.input);
      const format = issue.code === 'invalid_format' ? FORMATS[issue.format] : undefined;
      if (path && format) return `${path} must be ${format}`;
      const own = english.localeError(issue);
      const message = typeof own === 'string' ? own : own?.message;
      return path && message ? `${path}: ${message}` : message;
    },
  });
}
