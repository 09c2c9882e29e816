import { PYTHON_STYLE, toLiteral } from './literal';
import type { SampleRequest } from './sample-request';

/** requests sets Content-Type itself for json=. */
export function pythonSample(request: SampleRequest): string {
  const headers = Object.fromEntries(request.headers);
  const args = [JSON.stringify(request.url), `headers=${toLiteral(headers, PYTHON_STYLE, 1)}`];
  if (request.body !== undefined) args.push(`json=${toLiteral(request.body, PYTHON_STYLE, 1)}`);
  args.push('timeout=30');
  return [
    '# pip install requests',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}
