import { PHP_STYLE, singleQuoted, toLiteral } from './literal';
import { type SampleRequest, withContentType } from './sample-request';

/** PHP with its curl extension. */
export function phpSample(request: SampleRequest): string {
  const headers = withContentType(request).map(([name, value]) => `${name}: ${value}`);
  const body = request.body === undefined ? "''" : `json_encode(${toLiteral(request.body, PHP_STYLE, 1)})`;
  const postFields = request.method === 'GET' ? [] : [`    CURLOPT_POSTFIELDS => ${body},`];
  return [
    '<?php',
    `$curl = curl_init(${singleQuoted(request.url)});`,
    'curl_setopt_array($curl, [',
    `    CURLOPT_CUSTOMREQUEST => '${request.method}',`,
    '    CURLOPT_RETURNTRANSFER => true,',
    `    CURLOPT_HTTPHEADER => ${toLiteral(headers, PHP_STYLE, 1)},`,
    ...postFields,
    ']);',
    '$response = curl_exec($curl);',
    "echo curl_getinfo($curl, CURLINFO_HTTP_CODE), ' ', $response, PHP_EOL;",
  ].join('\n');
}
