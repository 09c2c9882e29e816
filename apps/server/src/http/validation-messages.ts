import { z } from 'zod';

const english = z.locales.en();

/**
 * zod's own messages ("Invalid input: expected string, received number") do not say which field
 * they are about; ours (a schema's `error`) do, in the spec's words. From here on, a message zod
 * writes itself is prefixed with the field's path ("limit: Too small: expected number to be
 * >=1"); a schema's own message is left as it is. Server-wide: zod keeps one configuration.
 */
export function nameFieldsInValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const own = english.localeError(issue);
      const message = typeof own === 'string' ? own : own?.message;
      const path = (issue.path ?? []).join('.');
      return path && message ? `${path}: ${message}` : message;
    },
  });
}
