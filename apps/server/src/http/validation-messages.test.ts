import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameFieldsInValidationMessages } from './validation-messages';

nameFieldsInValidationMessages();

const QuerySchema = z.object({
  after: z.coerce.number().int().min(0),
  latitude: z.number(),
  uuid: z.string(),
  seq: z.number().int(),
  participants: z.array(z.string()),
  limit: z.number().min(1),
  name: z.string().min(1, 'A name of our own'),
});
const FormatSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  site: z.url(),
  at: z.iso.datetime(),
  code: z.string().regex(/^[a-z]+$/),
  nickname: z.uuid('A nickname of our own'),
});
const messagesFor = (input: object) =>
  (QuerySchema.safeParse(input).error?.issues ?? []).map((i) => i.message);

describe('validation messages', () => {
  it('name the field and what it must be, in plain words, for a wrong or missing type', () => {
    expect(
      messagesFor({ after: 'abc', latitude: 'x', seq: 1.5, participants: 'a', limit: 5, name: 'n' }),
    ).toEqual([
      'after must be a number',
      'latitude must be a number',
      'uuid is required',
      'seq must be a whole number',
      'participants must be an array',
    ]);
  });

  it('say a size bound in words, and keep a schema’s own message as it is', () => {
    expect(
      messagesFor({ after: 0, latitude: 1, uuid: 'u', seq: 1, participants: [], limit: 0, name: '' }),
    ).toEqual(['limit must be at least 1', 'A name of our own']);
    const Bounds = z.object({
      caption: z.string().max(3),
      tags: z.array(z.string()).min(1),
      ratio: z.number().gt(0),
      id: z.number().int().min(1),
    });
    const input = { caption: 'long', tags: [], ratio: 0, id: -1e308 };
    expect((Bounds.safeParse(input).error?.issues ?? []).map((i) => i.message)).toEqual([
      'caption must be at most 3 characters',
      'tags must be at least 1 item',
      'ratio must be more than 0',
      'id is out of range',
      'id must be at least 1',
    ]);
  });

  it('keep zod’s other messages prefixed with the field', () => {
    const Other = z.object({ code: z.string().startsWith('cg_') });
    expect(Other.safeParse({ code: 'x' }).error?.issues[0]?.message).toMatch(/^code: /);
  });

  it('list what an enum or a literal takes, and name fields a strict body does not take', () => {
    const Choice = z.object({ kind: z.enum(['a', 'b']), type: z.literal('text') }).strict();
    const messages = (Choice.safeParse({ kind: 'c', type: 'image', bogus: 1 }).error?.issues ?? []).map(
      (i) => i.message,
    );
    expect(messages).toEqual([
      'kind must be one of a, b',
      'type must be "text"',
      'bogus is not a field of this call',
    ]);
    const Nested = z.object({ settings: z.object({}).strict() });
    expect(Nested.safeParse({ settings: { x: 1, y: 2 } }).error?.issues[0]?.message).toBe(
      'x, y are not fields of this call in settings',
    );
  });

  it('name the field and the format it must have, keeping a schema’s own message', () => {
    const input = { id: 'x', email: 'x', site: 'x', at: 'x', code: 'X', nickname: 'x' };
    expect((FormatSchema.safeParse(input).error?.issues ?? []).map((i) => i.message)).toEqual([
      'id must be a UUID',
      'email must be an email address',
      'site must be a URL',
      'at must be a date and time (ISO 8601)',
      'code: Invalid string: must match pattern /^[a-z]+$/',
      'A nickname of our own',
    ]);
  });
});
