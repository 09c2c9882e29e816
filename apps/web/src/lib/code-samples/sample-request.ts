export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export const TOKEN_ID_PLACEHOLDER = 'YOUR_TOKEN_ID';
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type Header = [name: string, value: string];

/** What every language's sample sends. */
export interface SampleRequest {
  method: HttpMethod;
  /** The full URL, insid first in the query. */
  url: string;
  /** The request's own headers; `withContentType` adds the JSON one when a body goes along. */
  headers: Header[];
  body?: Json;
}

/** A call of the customer API: the path under the base URL (its own query allowed) and the body. */
export interface SampleCall {
  method: HttpMethod;
  path: string;
  body?: Json;
}

/** The request of a call, authenticated by the key header and the insid parameter. */
export function sampleRequest(
  { method, path: pathAndQuery, body }: SampleCall,
  baseUrl: string,
): SampleRequest {
  const [path = '', query] = pathAndQuery.split('?');
  const search = [`insid=${TOKEN_ID_PLACEHOLDER}`, query].filter(Boolean).join('&');
  return { method, url: `${baseUrl}${path}?${search}`, headers: [['key', API_KEY_PLACEHOLDER]], body };
}

export function withContentType(request: SampleRequest): Header[] {
  return request.body === undefined
    ? request.headers
    : [...request.headers, ['Content-Type', 'application/json']];
}

/** Prefixes every line but the first, to nest a multi-line value inside indented code. */
export function indentTail(text: string, prefix: string): string {
  return text.replaceAll('\n', `\n${prefix}`);
}

/** The body as indented JSON text. */
export function prettyJson(body: Json, indent = 2): string {
  return JSON.stringify(body, null, indent);
}
