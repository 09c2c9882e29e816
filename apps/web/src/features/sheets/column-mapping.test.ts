import { ColumnMappingSchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  columnLabel,
  columnOf,
  columnOptions,
  guessMapping,
  statusOptions,
  withColumn,
} from './column-mapping';

describe('guessMapping', () => {
  it('finds phone, message, media and status columns by their headers', () => {
    expect(guessMapping(['Name', 'Phone', 'Message', 'Image URL', 'Status'], 'sheet')).toEqual({
      phone: 1,
      message: 2,
      media: 3,
      status: 4,
    });
  });

  it('knows the usual other names: mobile, number, text, body, media, link', () => {
    expect(guessMapping(['Mobile', 'Text', 'Media'], 'sheet')).toMatchObject({
      phone: 0,
      message: 1,
      media: 2,
    });
    expect(guessMapping(['Body', 'Customer', 'WhatsApp Number', 'Link'], 'file')).toMatchObject({
      phone: 2,
      message: 0,
      media: 3,
    });
  });

  it('prefers a phone header over a number header, and ignores case and spaces', () => {
    expect(guessMapping(['Order number', '  PHONE ', 'msg'], 'file')).toMatchObject({ phone: 1, message: 2 });
  });

  it('does not take a message id or message status column for the message', () => {
    expect(guessMapping(['Phone', 'Message ID', 'Message status', 'Text'], 'sheet')).toMatchObject({
      phone: 0,
      message: 3,
      status: 2,
    });
  });

  it("prefers an existing 'Chatgate status' column for the status", () => {
    expect(guessMapping(['Phone', 'Message', 'Order status', 'Chatgate status'], 'sheet').status).toBe(3);
  });

  it('uses each column once', () => {
    const mapping = guessMapping(['Phone number', 'Message'], 'sheet');
    expect(mapping).toEqual({ phone: 0, message: 1, media: null, status: null });
  });

  it('falls back to the first free columns for the phone and the message', () => {
    expect(guessMapping(['A', 'B', 'C'], 'sheet')).toEqual({
      phone: 0,
      message: 1,
      media: null,
      status: null,
    });
    expect(guessMapping(['Text', 'Whatever'], 'file')).toMatchObject({ phone: 1, message: 0 });
    expect(guessMapping(['Only'], 'file')).toMatchObject({ phone: 0, message: 0 });
  });

  it('never maps a status column for a file, and gives what the contract accepts', () => {
    const mapping = guessMapping(['Phone', 'Message', 'Status'], 'file');
    expect(mapping.status).toBeNull();
    expect(ColumnMappingSchema.parse(mapping)).toEqual(mapping);
  });
});

describe('column labels', () => {
  it('names a column by letter and header', () => {
    expect(columnLabel(['Phone', 'Message'], 1)).toBe('B · Message');
    expect(columnLabel(['Phone', '  '], 1)).toBe('B · No header');
    expect(columnOptions(['Phone', 'Message'])).toEqual([
      { value: '0', label: 'A · Phone' },
      { value: '1', label: 'B · Message' },
    ]);
  });

  it('reads a select value back as a column or none', () => {
    expect(columnOf('3')).toBe(3);
    expect(columnOf('')).toBeNull();
  });
});

describe('status column', () => {
  const headers = ['Phone', 'Message', 'Image', 'Status'];

  it('offers a new column first, then the columns not read for the message', () => {
    const options = statusOptions(headers, { phone: 0, message: 1, media: 2, status: null });
    expect(options).toEqual([
      { value: '', label: "Add a new 'Chatgate status' column" },
      { value: '3', label: 'D · Status' },
    ]);
  });

  it('goes back to a new column when the column is now read for the message', () => {
    const mapping = { phone: 0, message: 1, media: null, status: 3 };
    expect(withColumn(mapping, 'media', 3)).toEqual({ phone: 0, message: 1, media: 3, status: null });
    expect(withColumn(mapping, 'media', 2)).toEqual({ phone: 0, message: 1, media: 2, status: 3 });
    expect(withColumn(mapping, 'status', 0).status).toBeNull();
  });
});
