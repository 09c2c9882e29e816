import { prettyJson, type SampleRequest, withContentType } from './sample-request';

/** Single quotes for the shell: nothing inside is expanded. */
const shellQuoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

export function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuoted(request.url)}`];
  for (const [name, value] of withContentType(request))
    lines.push(`  -H ${shellQuoted(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  -d ${shellQuoted(prettyJson(request.body))}`);
  return lines.join(' \\\n');
}
