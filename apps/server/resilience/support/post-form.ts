import { multipartForm } from '../../test/multipart-form';
import { httpCall } from './http-call';

/** POSTs a multipart form to a running server and answers the parsed JSON; throws unless 2xx. */
export async function postForm(
  base: string,
  path: string,
  headers: Record<string, string>,
  entries: Parameters<typeof multipartForm>[0],
): Promise<Record<string, unknown>> {
  const form = multipartForm(entries);
  const answer = await httpCall(base, {
    method: 'POST',
    path,
    headers: { ...headers, ...form.headers },
    body: form.payload,
  });
  if (answer.status >= 300) throw new Error(`POST ${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as Record<string, unknown>;
}
