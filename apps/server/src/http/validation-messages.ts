import { z } from 'zod';

const english = z.locales.en();

/** How a wrong-type message names what the field must be ("a number", "an array"). */
const KINDS: Record<string, string> = { int: 'a whole number', array: 'an array', object: 'an object' };

/** "after must be a number", "uuid is required": a wrong or missing type in words a caller acts on. */
function wrongType(path: string, expected: string, input: unknown): string {
  if (input === undefined) return `${path} is required`;
  return `${path} must be ${KINDS[expected] ?? `a ${expected}`}`;
}

/**
 * zod's own messages ("Invalid input: expected string, received number") do not say which field
 * they are about; ours (a schema's `error`) do, in the spec's words. From here on, a wrong or
 * missing type says so in plain words ("after must be a number", "uuid is required"), and any
 * other message zod writes itself is prefixed with the field's path ("limit: Too small: expected
 * number to be >=1"); a schema's own message is left as it is. Server-wide: zod keeps one configuration.
 */
export function nameFieldsInValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const path = (issue.path ?? []).join('.');
      if (path && issue.code === 'invalid_type') return wrongType(path, issue.expected, issue.input);
      const own = english.localeError(issue);
      const message = typeof own === 'string' ? own : own?.message;
      return path && message ? `${path}: ${message}` : message;
    },
  });
}
