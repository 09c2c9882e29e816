import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decodeFile,
  encodeFile,
  INVALID_BASE64_DATA,
  InvalidBase64Error,
  parseDataUrl,
} from './base64-codec';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const allBytes = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('encodeFile / decodeFile', () => {
  it('round-trips binary content and a non-ASCII file name', () => {
    const name = 'Résumé – 履歴書 📄.bin';
    const decoded = decodeFile(encodeFile(name, allBytes, 'application/x-custom'));
    expect(decoded.fileName).toBe(name);
    expect(decoded.mimeType).toBe('application/x-custom');
    expect([...decoded.bytes]).toEqual([...allBytes]);
  });

  it('encodes the spec package: base64 of UTF-8 JSON {fileName, content: data URL}', () => {
    const encoded = encodeFile('hi.txt', new TextEncoder().encode('hi'), 'text/plain');
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual({
      fileName: 'hi.txt',
      content: 'data:text/plain;base64,aGk=',
    });
  });

  it('gives untyped files the generic type and round-trips an empty file', () => {
    const decoded = decodeFile(encodeFile('empty', new Uint8Array(), ''));
    expect(decoded.mimeType).toBe('application/octet-stream');
    expect(decoded.bytes).toHaveLength(0);
  });

  it('handles a file larger than one conversion chunk', () => {
    const big = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256);
    expect([...decodeFile(encodeFile('big.bin', big, '')).bytes]).toEqual([...big]);
  });

  it('accepts white space, line breaks and missing padding in pasted text', () => {
    const encoded = encodeFile('a.txt', new TextEncoder().encode('abc'), 'text/plain').replace(/=+$/, '');
    const wrapped = encoded.replace(/(.{20})/g, '$1\n');
    expect(decodeFile(`  ${wrapped}  `).fileName).toBe('a.txt');
  });

  it('reads packages made with a plain btoa() of Latin-1 JSON', () => {
    const json = JSON.stringify({ fileName: 'café.txt', content: 'data:text/plain;base64,aGk=' });
    expect(decodeFile(Buffer.from(json, 'latin1').toString('base64')).fileName).toBe('café.txt');
  });

  it('keeps only the last part of a file name with folders', () => {
    const package_ = b64(JSON.stringify({ fileName: '../../etc/passwd', content: 'data:,x' }));
    expect(decodeFile(package_).fileName).toBe('passwd');
    expect(decodeFile(b64(JSON.stringify({ content: 'data:,x' }))).fileName).toBe('decoded-file');
  });

  it.each([
    ['empty input', ''],
    ['not base64', 'this is not base64!'],
    ['a misplaced padding', 'YW=Jj'],
    ['an impossible length', 'YWJjZ'],
    ['a data URL with broken base64', 'data:image/png;base64,%%%'],
    ['content that is not a string', b64(JSON.stringify({ fileName: 'a.txt', content: 42 }))],
    ['content that is not a data URL', b64(JSON.stringify({ fileName: 'a.txt', content: 'aGk=' }))],
    ['a data URL with broken base64', b64(JSON.stringify({ fileName: 'a', content: 'data:;base64,%%%' }))],
  ])('rejects %s with "Invalid Base64 data"', (_, input) => {
    expect(() => decodeFile(input)).toThrow(InvalidBase64Error);
    expect(() => decodeFile(input)).toThrow(INVALID_BASE64_DATA);
  });
});

describe('decodeFile of what other tools make', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('decodes plain base64 of a file as that file, typed and named by its bytes', () => {
    const png = decodeFile(Buffer.from(PNG).toString('base64'));
    expect(png).toMatchObject({ fileName: 'decoded-file.png', mimeType: 'image/png' });
    expect([...png.bytes]).toEqual([...PNG]);
    expect(png.dataUrl).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    expect(decodeFile(b64('hello world'))).toMatchObject({
      fileName: 'decoded-file.txt',
      mimeType: 'text/plain',
    });
    expect(decodeFile(b64('[1, 2]')).fileName).toBe('decoded-file.txt');
    expect(decodeFile(b64(JSON.stringify({ fileName: 'a.txt' }))).mimeType).toBe('text/plain');
    expect(decodeFile(Buffer.from([0, 1, 2, 255]).toString('base64'))).toMatchObject({
      fileName: 'decoded-file.bin',
      mimeType: 'application/octet-stream',
    });
  });

  it('decodes a data URL, keeping its type', () => {
    const url = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    expect(decodeFile(url)).toMatchObject({
      fileName: 'decoded-file.png',
      mimeType: 'image/png',
      dataUrl: url,
    });
    expect(decodeFile('data:text/csv,a%2Cb')).toMatchObject({
      mimeType: 'text/csv',
      fileName: 'decoded-file.txt',
    });
  });
});

describe('helpers', () => {
  it('converts bytes to base64 and back like Buffer does', () => {
    expect(bytesToBase64(allBytes)).toBe(Buffer.from(allBytes).toString('base64'));
    expect([...base64ToBytes(Buffer.from(allBytes).toString('base64url'))]).toEqual([...allBytes]);
  });

  it('parses percent-encoded data URLs with the default text type', () => {
    const parsed = parseDataUrl('data:,Hello%2C%20World');
    expect(parsed?.mimeType).toBe('text/plain');
    expect(new TextDecoder().decode(parsed?.bytes)).toBe('Hello, World');
    expect(parseDataUrl('https://example.com/a.png')).toBeNull();
  });
});
