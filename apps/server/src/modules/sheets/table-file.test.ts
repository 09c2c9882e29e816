import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_ROWS, readTableFile, TableFileError } from './table-file';

const csv = (text: string) => readTableFile(Buffer.from(text, 'utf8'), 'contacts.csv');

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TableFileError);
  return (error as TableFileError).message;
}

describe('readTableFile: CSV', () => {
  it('reads comma-separated rows, trimming cells', async () => {
    expect(await csv('name,phone\n Asha , 919812345678\nRavi,919876543210\n')).toEqual([
      ['name', 'phone'],
      ['Asha', '919812345678'],
      ['Ravi', '919876543210'],
    ]);
  });

  it('detects semicolons and tabs from the first line', async () => {
    expect(await csv('name;phone;note\nAsha;919812345678;a,b\n')).toEqual([
      ['name', 'phone', 'note'],
      ['Asha', '919812345678', 'a,b'],
    ]);
    expect(await csv('name\tphone\nAsha\t919812345678')).toEqual([
      ['name', 'phone'],
      ['Asha', '919812345678'],
    ]);
    // A comma inside quotes on the first line does not count.
    expect(await csv('"Name, full";phone\n"Das, Asha";91\n')).toEqual([
      ['Name, full', 'phone'],
      ['Das, Asha', '91'],
    ]);
  });

  it("honours Excel's sep= line", async () => {
    expect(await csv('sep=;\r\nname;note\r\nAsha;a,b\r\n')).toEqual([
      ['name', 'note'],
      ['Asha', 'a,b'],
    ]);
  });

  it('reads quoted commas, line breaks and doubled quotes', async () => {
    const text = 'name,message\n"Das, Asha","Hello ""Asha"",\nsee you"\n"",x\nRavi, "a, b"\n';
    expect(await csv(text)).toEqual([
      ['name', 'message'],
      ['Das, Asha', 'Hello "Asha",\nsee you'],
      ['', 'x'],
      ['Ravi', 'a, b'],
    ]);
  });

  it('keeps a stray quote inside an unquoted value', async () => {
    expect(await csv('name,size\nAsha,5" screen\n')).toEqual([
      ['name', 'size'],
      ['Asha', '5" screen'],
    ]);
  });

  it('strips a UTF-8 BOM and reads CRLF and non-ASCII text', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('naam,फ़ोन\r\nआशा,91\r\n')]);
    expect(await readTableFile(bytes, 'x.csv')).toEqual([
      ['naam', 'फ़ोन'],
      ['आशा', '91'],
    ]);
  });

  it('drops trailing empty cells and trailing empty rows, keeps empty rows in the middle', async () => {
    expect(await csv('name,phone,,\nAsha,91,,\n\nRavi,,x,\n,,\n  \n\n')).toEqual([
      ['name', 'phone'],
      ['Asha', '91'],
      [],
      ['Ravi', '', 'x'],
    ]);
  });

  it('refuses a quoted value that never ends', async () => {
    expect(await refusal(csv('name,note\nAsha,"open\nRavi,x\n'))).toMatch(/quoted value/);
  });
});

describe('readTableFile: refusals', () => {
  it('refuses empty files and files without rows after the header', async () => {
    expect(await refusal(readTableFile(Buffer.alloc(0), 'a.csv'))).toBe('The file is empty.');
    expect(await refusal(csv('\r\n\n , ,\n'))).toBe('The file is empty.');
    expect(await refusal(csv('\uFEFF'))).toBe('The file is empty.');
    expect(await refusal(csv('name,phone\n\n'))).toBe('The file is empty.');
    expect(await refusal(readTableFile(xlsx([]), 'a.xlsx'))).toBe('The file is empty.');
  });

  it('refuses a legacy .xls whatever its name', async () => {
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    expect(await refusal(readTableFile(xls, 'contacts.xlsx'))).toBe('Upload a .csv or .xlsx file.');
  });

  it('refuses other binaries, valid UTF-8 or not', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await refusal(readTableFile(png, 'contacts.csv'))).toBe('Upload a .csv or .xlsx file.');
    const nulls = Buffer.from('name,phone\n\u0000\u0001\u0002', 'utf8');
    expect(await refusal(readTableFile(nulls, 'contacts.csv'))).toBe('Upload a .csv or .xlsx file.');
  });

  it('reads a CSV Excel saved as Windows-1252', async () => {
    const ansi = Buffer.from('name;city\nJos\xe9;K\xf6ln\n', 'latin1');
    expect(await readTableFile(ansi, 'contacts.csv')).toEqual([
      ['name', 'city'],
      ['José', 'Köln'],
    ]);
  });

  it('refuses a ZIP that is not a spreadsheet', async () => {
    const truncated = xlsx([['name'], ['Asha']]).subarray(0, 60);
    expect(await refusal(readTableFile(truncated, 'a.xlsx'))).toBe(
      'The file could not be read as a spreadsheet.',
    );
    const other = zip({ 'readme.txt': 'hello' });
    expect(await refusal(readTableFile(other, 'a.xlsx'))).toBe(
      'The file could not be read as a spreadsheet.',
    );
  });

  it('refuses an XLSX that unpacks to more than it may (a zip bomb) before unpacking it all', async () => {
    const bomb = xlsx([['phone'], ['919812345678']], 80 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal(readTableFile(bomb, 'contacts.xlsx'))).toBe(
      'The spreadsheet unpacks to more than 64 MB; split it into smaller files.',
    );
  });

  it('accepts 10,000 rows after the header and refuses 10,001', async () => {
    const lines = (n: number) => ['phone', ...Array.from({ length: n }, (_, i) => `91${i}`)].join('\n');
    const atLimit = await csv(`${lines(MAX_TABLE_ROWS)}\n\n\n`);
    expect(atLimit).toHaveLength(MAX_TABLE_ROWS + 1);
    expect(atLimit[MAX_TABLE_ROWS]).toEqual([`91${MAX_TABLE_ROWS - 1}`]);
    const tooMany = 'The file has more than 10,000 rows; split it into smaller files.';
    expect(await refusal(csv(lines(MAX_TABLE_ROWS + 1)))).toBe(tooMany);
    const sheet = [['phone'], ...Array.from({ length: MAX_TABLE_ROWS + 1 }, (_, i) => [`91${i}`])];
    expect(await refusal(readTableFile(xlsx(sheet), 'big.xlsx'))).toBe(tooMany);
  });
});

describe('readTableFile: XLSX', () => {
  it('reads the first sheet with numbers, dates and booleans as the user sees them', async () => {
    const file = xlsx([
      ['Name', 'Phone', 'Amount', 'Joined', 'VIP'],
      ['  Asha  ', 919812345678, 1.5, { date: 45292 }, true],
      // Stored in exponent form and with float noise, an empty cell in the middle, then a date.
      ['Ravi', { raw: '9.19876543210E+11' }, null, { date: 45658.75 }, false],
      [],
      ['Meera', { raw: '0.30000000000000004' }, -42, { raw: '1E-7' }, null, { raw: '1234567890123456789' }],
      [null, '   '],
    ]);
    expect(await readTableFile(file, 'contacts.csv')).toEqual([
      ['Name', 'Phone', 'Amount', 'Joined', 'VIP'],
      ['Asha', '919812345678', '1.5', '2024-01-01', 'TRUE'],
      ['Ravi', '919876543210', '', '2025-01-01', 'FALSE'],
      [],
      ['Meera', '0.3', '-42', '0.0000001', '', '1234567890123460000'],
    ]);
  });

  it('drops the control characters a cell can spell (_x0000_), keeping tabs and line breaks', async () => {
    const file = xlsx([
      ['Name', 'Note'],
      ['A_x0000_sha_x0001_', 'line one\nline_x0009_two_x007F_'],
    ]);
    expect(await readTableFile(file, 'contacts.xlsx')).toEqual([
      ['Name', 'Note'],
      ['Asha', 'line one\nline\ttwo'],
    ]);
  });
});

// ---- a real .xlsx: a deflated ZIP of the minimal SpreadsheetML parts ----

type Cell = string | number | boolean | null | { date: number } | { raw: string };

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);

function cellXml(cell: Cell, ref: string, strings: string[]): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${strings.push(cell) - 1}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  if ('date' in cell) return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
  return `<c r="${ref}"><v>${cell.raw}</v></c>`;
}

/** `padding`: blank characters in the sheet's XML, which deflate squeezes about a thousandfold. */
function xlsx(rows: Cell[][], padding = 0): Buffer {
  const strings: string[] = [];
  const rowsXml = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((c, i) => cellXml(c, `${column(i)}${r + 1}`, strings)).join('')}</row>`,
    )
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  const rel = `${ns}/officeDocument/2006/relationships`;
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/><sheet name="Other" sheetId="2" r:id="rId4"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${rel}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${ns}/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main">${' '.repeat(padding)}<sheetData>${rowsXml}</sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this sheet</t></is></c></row></sheetData></worksheet>`,
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive with deflated entries (local headers, central directory, end record). */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of Object.entries(files)) {
    const name = Buffer.from(path, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const fields = Buffer.alloc(26); // version needed … extra length: the same in both headers
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(0x0800, 2); // UTF-8 names
    fields.writeUInt16LE(8, 4); // deflate
    fields.writeUInt16LE(0x21, 8); // 1980-01-01
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, name, packed]);
    const tail = Buffer.alloc(14); // comment length, disk, attributes, then the local header's offset
    tail.writeUInt32LE(offset, 10);
    centrals.push(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0]), fields, tail, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
