import { prettyJson, type SampleRequest, withContentType } from './sample-request';

/** A Go raw string; a backtick inside is spliced in as an ordinary string. */
const rawString = (text: string) => `\`${text.replaceAll('`', '` + "`" + `')}\``;

/** Go's standard library only: go run main.go */
export function goSample(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(hasBody ? ['"strings"'] : [])];
  const bodyLines = hasBody
    ? [`\tbody := strings.NewReader(${rawString(prettyJson(request.body ?? null))})`]
    : [];
  return [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t${name}`),
    ')',
    '',
    'func main() {',
    ...bodyLines,
    `\treq, err := http.NewRequest("${request.method}", ${JSON.stringify(request.url)}, ${hasBody ? 'body' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    ...withContentType(request).map(
      ([name, value]) => `\treq.Header.Set(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
    ),
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tout, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.Status, string(out))',
    '}',
  ].join('\n');
}
