import { singleQuoted } from './literal';
import { indentTail, prettyJson, type SampleRequest, withContentType } from './sample-request';

const jsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : singleQuoted(name));

export function nodeSample(request: SampleRequest): string {
  const lines = [
    '// Node.js 18 or later: fetch is built in.',
    `fetch(${singleQuoted(request.url)}, {`,
    `  method: '${request.method}',`,
    '  headers: {',
    ...withContentType(request).map(([name, value]) => `    ${jsKey(name)}: ${singleQuoted(value)},`),
    '  },',
  ];
  if (request.body !== undefined) {
    lines.push(`  body: JSON.stringify(${indentTail(prettyJson(request.body), '  ')}),`);
  }
  lines.push(
    '})',
    '  .then(async (res) => console.log(res.status, await res.text()))',
    '  .catch(console.error);',
  );
  return lines.join('\n');
}
