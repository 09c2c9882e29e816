import fc from 'fast-check';
import { type FormValue, multipartForm, SAMPLE_FILES } from '../../test/multipart-form';
import type { Operation } from '../../test/openapi-operations';
import { brokenJson, hostileString, hostileValue } from './hostile-values';
import { fuzzValue, type Hints } from './schema-arbitrary';

/** A generated request body: none, JSON (of the route's schema or not), raw text, or a multipart form. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; entries: Array<[string, FormValue]> };

/** Field names for a multipart body sent to a route that reads none (it must refuse it cleanly). */
const STRAY_FIELD_NAMES = ['file', 'text'];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  '*/*',
  'application/vnd.api+json',
];

const fileValue: fc.Arbitrary<FormValue> = fc.record({
  filename: fc.oneof(
    fc.constantFrom('a.png', 'a.pdf', 'rows.csv', '../../etc/passwd', 'a.exe', ''),
    hostileString,
  ),
  content: fc.oneof(
    fc.constantFrom(SAMPLE_FILES.png, SAMPLE_FILES.pdf, SAMPLE_FILES.elf, SAMPLE_FILES.pe),
    fc.constant(Buffer.from('phone,message\n919800000001,hello\n')),
    fc.uint8Array({ maxLength: 4_000 }).map((bytes) => Buffer.from(bytes)),
  ),
  contentType: fc.constantFrom('image/png', 'application/pdf', 'text/csv', 'application/octet-stream', 'x/y'),
});

/** Forms of the route's own fields (as its OpenAPI request body names them) and stray ones. */
const multipartBody = (op: Operation): fc.Arbitrary<FuzzBody> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...(op.formFields.length > 0 ? op.formFields : STRAY_FIELD_NAMES)),
          },
          { weight: 1, arbitrary: hostileString },
        ),
        fc.oneof(hostileString, fileValue),
      ),
      { maxLength: 6 },
    )
    .map((entries) => ({ kind: 'multipart' as const, entries }));

const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  brokenJson.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
  fc
    .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), hostileString)
    .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
);

/** Bodies for `op`: mostly its JSON schema's shape (mutated), sometimes broken, foreign or multipart. */
export function bodyOf(op: Operation, hints: Hints): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  const anyJson = hostileValue.map((value): FuzzBody => ({ kind: 'json', value }));
  if (op.body) {
    return fc.oneof(
      {
        weight: 12,
        arbitrary: fuzzValue(op.body, hints).map((value): FuzzBody => ({ kind: 'json', value })),
      },
      { weight: 2, arbitrary: rawBody },
      { weight: 1, arbitrary: none },
      { weight: 1, arbitrary: multipartBody(op) },
    );
  }
  if (op.method === 'POST' || op.method === 'PUT') {
    return fc.oneof(
      { weight: 3, arbitrary: none },
      { weight: 3, arbitrary: multipartBody(op) },
      { weight: 2, arbitrary: anyJson },
      { weight: 1, arbitrary: rawBody },
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: none },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: rawBody },
  );
}

/** The bytes and Content-Type a body is sent with (none: nothing). */
export function bodyPayload(body: FuzzBody): { contentType: string; bytes: string | Buffer } | null {
  switch (body.kind) {
    case 'none':
      return null;
    case 'json':
      return { contentType: 'application/json', bytes: JSON.stringify(body.value) ?? 'null' };
    case 'raw':
      return { contentType: body.contentType, bytes: body.text };
    case 'multipart': {
      const form = multipartForm(body.entries);
      return { contentType: form.headers['content-type'] as string, bytes: form.payload };
    }
  }
}
