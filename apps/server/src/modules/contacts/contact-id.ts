import { ContactsApiMessages, numberOfPersonId } from '@chatgate/contracts';
import { badRequest } from '../../http/app-error';

/** A person as a path or a `to` names them: by number (digits) or by LID (`<digits>@lid`). */
export type PersonId = { number: string; lid?: undefined } | { number?: undefined; lid: string };

const LID_WITH_DEVICE = /^(\d{1,25})(?::\d+)?@lid$/;
const NUMBER = /^\d{8,15}$/;

/** The person a contact id names, or null when it is neither a number nor a LID. */
export function personIdOf(raw: string): PersonId | null {
  const value = String(numberOfPersonId(raw.trim())).replace(/^\+/, '');
  const lid = LID_WITH_DEVICE.exec(value)?.[1];
  if (lid) return { lid: `${lid}@lid` };
  return NUMBER.test(value) ? { number: value } : null;
}

/** personIdOf, or a 400 in plain words. */
export function requirePersonId(raw: string): PersonId {
  const id = personIdOf(raw);
  if (!id) throw badRequest(ContactsApiMessages.idInvalid);
  return id;
}
