import { UPLOAD_MAX_MB_DEFAULT } from '@chatgate/contracts';
import { BODY_LIMIT_BYTES } from '../../src/http/server-options';
import { type FormValue, multipartForm, SAMPLE_FILES } from '../../test/multipart-form';
import type { LinkedAccount } from './accounts';
import type { HttpCall } from './http-call';

const JSON_TYPE = { 'content-type': 'application/json' };
const pad = (bytes: number) => 'x'.repeat(bytes);
const pdfOf = (filename: string, bytes: number): FormValue => ({
  filename,
  content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(bytes)]),
});

/**
 * Requests over the server's size limits, each of which must be refused with 413: JSON over
 * 1 MB on the messaging and the dashboard API (also sent in chunks, without Content-Length), inline
 * media over its own 23 MB limit, and files over UPLOAD_MAX_MB on two upload routes.
 */
export function oversizedRequests(user: LinkedAccount): Array<HttpCall & { what: string }> {
  const form = (entries: ReadonlyArray<readonly [string, FormValue]>) => {
    const { payload, headers } = multipartForm(entries);
    return { headers: { ...user.auth, ...headers }, body: payload };
  };
  const overUpload = UPLOAD_MAX_MB_DEFAULT * 1024 * 1024;
  return [
    {
      what: 'messaging API, JSON over 1 MB',
      method: 'POST',
      path: `/api/v1/send/text?insid=${user.insid}`,
      headers: { ...JSON_TYPE, key: user.key },
      body: JSON.stringify({ to: '919800000123', body: pad(BODY_LIMIT_BYTES) }),
    },
    {
      what: 'messaging API, inline media over its own 23 MB limit',
      method: 'POST',
      path: `/api/v1/send/media?insid=${user.insid}`,
      headers: { ...JSON_TYPE, key: user.key },
      body: JSON.stringify({
        to: '919800000123',
        type: 'image',
        media: `data:image/png;base64,${pad(24 << 20)}`,
      }),
    },
    {
      what: 'dashboard API, JSON over 1 MB',
      method: 'POST',
      path: '/api/v1/dash/company/update',
      headers: { ...JSON_TYPE, ...user.auth },
      body: JSON.stringify({ uuid: user.uuid, company_name: pad(BODY_LIMIT_BYTES) }),
    },
    {
      what: 'dashboard API, JSON over 1 MB in chunks without Content-Length',
      method: 'POST',
      path: '/api/v1/dash/wa/fetchInstance',
      headers: { ...JSON_TYPE, ...user.auth },
      body: JSON.stringify({ uuid: user.uuid, pad: pad(2 * BODY_LIMIT_BYTES) }),
      chunked: true,
    },
    {
      what: 'ticket attachment over UPLOAD_MAX_MB',
      method: 'POST',
      path: '/api/v1/dash/tickets/create',
      ...form([
        ['type', 'Other'],
        ['subject', 'Too big'],
        ['description', 'An attachment over the limit'],
        ['file', pdfOf('big.pdf', overUpload)],
      ]),
    },
    {
      what: 'sheet upload over UPLOAD_MAX_MB',
      method: 'POST',
      path: `/api/v1/dash/sheets/uploads?insid=${user.insid}`,
      ...form([['file', pdfOf('rows.csv', overUpload)]]),
    },
  ];
}

/** A JSON body just under 1 MB: read by the server, and refused only for what it says (a text too long, 400). */
export function justUnderTheLimit(user: LinkedAccount): HttpCall {
  return {
    method: 'POST',
    path: `/api/v1/send/text?insid=${user.insid}`,
    headers: { ...JSON_TYPE, key: user.key },
    body: JSON.stringify({ to: '919800000123', body: pad(BODY_LIMIT_BYTES - 100) }),
  };
}
