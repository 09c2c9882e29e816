import { describe, expect, it } from 'vitest';
import {
  dispositionFileName,
  initialToken,
  NO_TOKEN,
  readStatusFilter,
  readTicketId,
  readTicketType,
  ticketFormBody,
  ticketListSearch,
} from './ticket-params';

describe('readTicketType', () => {
  it('takes one of the three types and falls back to the first', () => {
    expect(readTicketType('Create New Instance')).toBe('Create New Instance');
    expect(readTicketType('Other')).toBe('Other');
    expect(readTicketType('other')).toBe('Fetch Instance');
    expect(readTicketType(null)).toBe('Fetch Instance');
  });
});

describe('initialToken', () => {
  it("preselects one of the user's tokens, else no particular token", () => {
    expect(initialToken('ins_2', ['ins_1', 'ins_2'])).toBe('ins_2');
    expect(initialToken('0b6c4c8e-0000-4000-8000-000000000000', ['ins_1'])).toBe(NO_TOKEN);
    expect(initialToken(null, ['ins_1'])).toBe(NO_TOKEN);
  });
});

describe('readTicketId', () => {
  it('accepts whole numbers of 1 or more only', () => {
    expect(readTicketId('12')).toBe(12);
    expect(readTicketId('0')).toBeNull();
    expect(readTicketId('-3')).toBeNull();
    expect(readTicketId('1.5')).toBeNull();
    expect(readTicketId('abc')).toBeNull();
    expect(readTicketId('99999999999')).toBeNull();
    expect(readTicketId(null)).toBeNull();
  });
});

describe('status filter', () => {
  it('reads a known status, else all', () => {
    expect(readStatusFilter('pending')).toBe('pending');
    expect(readStatusFilter('Pending')).toBe('all');
    expect(readStatusFilter(null)).toBe('all');
  });

  it('builds the list query, leaving out all', () => {
    expect(ticketListSearch('all', 1)).toBe('page=1');
    expect(ticketListSearch('closed', 3)).toBe('status=closed&page=3');
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      dispositionFileName(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'x'),
    ).toBe('résumé.pdf');
    expect(dispositionFileName('attachment; filename="notes.txt"', 'x')).toBe('notes.txt');
    expect(dispositionFileName('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E0%A4`, 'stored.txt')).toBe('stored.txt');
    expect(dispositionFileName(null, 'stored.txt')).toBe('stored.txt');
  });
});

describe('ticketFormBody', () => {
  it('is the fields themselves without a file', () => {
    const fields = { subject: 'Hi', uuid: undefined };
    expect(ticketFormBody(fields, null)).toBe(fields);
  });

  it('is multipart with the fields and the file when one is attached', () => {
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const body = ticketFormBody({ text: 'See attached', uuid: undefined }, file);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('text')).toBe('See attached');
    expect(form.has('uuid')).toBe(false);
    expect((form.get('file') as File).name).toBe('note.txt');
  });
});
