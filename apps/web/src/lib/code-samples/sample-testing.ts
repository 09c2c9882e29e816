import { SAMPLE_LANGUAGES } from './languages';
import type { SampleRequest } from './sample-request';

/** Test helpers: the sample of one language, and the body read back out of a sample. */
export function generateSample(language: string, request: SampleRequest): string {
  const found = SAMPLE_LANGUAGES.find((l) => l.id === language);
  if (!found) throw new Error(`no ${language}`);
  return found.generate(request);
}

/** A Python literal of JSON values as JSON: True, False and None outside strings (written as JSON strings). */
const pythonAsJson = (literal: string) =>
  literal.replace(
    /("(?:[^"\\]|\\.)*")|\b(True|False|None)\b/g,
    (match, text: string | undefined, word: string) =>
      text
        ? match
        : (({ True: 'true', False: 'false', None: 'null' } as Record<string, string>)[word] ?? match),
  );

/** Where each language keeps the JSON body as JSON text (or as a string literal of it). */
export const BODY_IN_SAMPLE: Record<string, (code: string) => unknown> = {
  curl: (code) => JSON.parse((/-d '([\s\S]*)'$/.exec(code)?.[1] ?? '').replaceAll(`'\\''`, `'`)),
  node: (code) => JSON.parse(/JSON\.stringify\(([\s\S]*?)\),\n/.exec(code)?.[1] ?? ''),
  python: (code) => JSON.parse(pythonAsJson(/json=([\s\S]*?),\n {4}timeout/.exec(code)?.[1] ?? '')),
  java: (code) => JSON.parse(JSON.parse(/String body = (".*");/.exec(code)?.[1] ?? '')),
  'objective-c': (code) =>
    JSON.parse(JSON.parse(/HTTPBody = \[@(".*") dataUsingEncoding/.exec(code)?.[1] ?? '')),
  go: (code) =>
    JSON.parse((/strings\.NewReader\(`([\s\S]*?)`\)\n/.exec(code)?.[1] ?? '').replaceAll('` + "`" + `', '`')),
};

/** The body an SDK sample sends: the object literal given to `sendText`, evaluated. */
export function bodyInSdkSample(code: string): unknown {
  const literal = /\.sendText\((\{[\s\S]*?\})\);\n/.exec(code)?.[1];
  if (!literal) throw new Error('no sendText call');
  return new Function(`return ${literal};`)();
}
