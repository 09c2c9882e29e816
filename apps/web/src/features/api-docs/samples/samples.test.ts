import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../catalogue/endpoints';
import type { EndpointDoc } from '../catalogue/types';
import { SAMPLE_LANGUAGES } from './languages';
import { sampleRequest } from './sample-request';

const BASE = 'https://chatgate.example/api/v1';
const URL = `${BASE}/send/text?insid=YOUR_TOKEN_ID`;
const sendText = ENDPOINTS.find((e) => e.path === '/send/text') as EndpointDoc;
const textBody = { to: '919876543210', body: 'Hello' };
const reaction = ENDPOINTS.find((e) => e.path === '/send/reaction') as EndpointDoc;

const generate = (language: string, endpoint: EndpointDoc) => {
  const found = SAMPLE_LANGUAGES.find((l) => l.id === language);
  if (!found) throw new Error(`no ${language}`);
  return found.generate(sampleRequest(endpoint, BASE));
};

/** Where each language keeps the JSON body as JSON text (or as a string literal of it). */
const extractJson: Record<string, (code: string) => unknown> = {
  curl: (code) => JSON.parse((/-d '([\s\S]*)'$/.exec(code)?.[1] ?? '').replaceAll(`'\\''`, `'`)),
  node: (code) => JSON.parse(/JSON\.stringify\(([\s\S]*?)\),\n/.exec(code)?.[1] ?? ''),
  python: (code) => JSON.parse(/json=([\s\S]*?),\n {4}timeout/.exec(code)?.[1] ?? ''),
  java: (code) => JSON.parse(JSON.parse(/String body = (".*");/.exec(code)?.[1] ?? '')),
  'objective-c': (code) =>
    JSON.parse(JSON.parse(/HTTPBody = \[@(".*") dataUsingEncoding/.exec(code)?.[1] ?? '')),
  go: (code) =>
    JSON.parse((/strings\.NewReader\(`([\s\S]*?)`\)\n/.exec(code)?.[1] ?? '').replaceAll('` + "`" + `', '`')),
};

describe('sample generators', () => {
  it('cover the eight languages of spec 2.3 in order', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual([
      'cURL',
      'Node.js',
      'Python',
      'PHP',
      'Java',
      'Objective-C',
      'Go',
      'Ruby',
    ]);
  });

  it.each(SAMPLE_LANGUAGES.map((l) => l.id))(
    '%s: POST /send/text has the URL, the key header and the body',
    (id) => {
      const code = generate(id, sendText);
      expect(code).toContain(URL);
      expect(code).toMatch(/key/);
      expect(code).toContain('YOUR_API_KEY');
      expect(code).toMatch(/post/i);
      expect(code).toContain('919876543210');
      expect(code).toContain('Hello');
      const extract = extractJson[id];
      if (extract) expect(extract(code)).toEqual(textBody);
    },
  );

  it.each(Object.keys(extractJson))('%s: bodies with nesting, numbers and emoji stay valid JSON', (id) => {
    for (const endpoint of ENDPOINTS.filter((e) => e.sample?.body !== undefined)) {
      expect(extractJson[id]?.(generate(id, endpoint))).toEqual(endpoint.sample?.body);
    }
  });

  it('writes the key header in each language’s own way', () => {
    expect(generate('curl', sendText)).toContain(`-H 'key: YOUR_API_KEY'`);
    expect(generate('node', sendText)).toContain(`key: 'YOUR_API_KEY'`);
    expect(generate('python', sendText)).toContain(`"key": "YOUR_API_KEY"`);
    expect(generate('php', sendText)).toContain(`'key: YOUR_API_KEY'`);
    expect(generate('java', sendText)).toContain(`.header("key", "YOUR_API_KEY")`);
    expect(generate('objective-c', sendText)).toContain(`setValue:@"YOUR_API_KEY" forHTTPHeaderField:@"key"`);
    expect(generate('go', sendText)).toContain(`req.Header.Set("key", "YOUR_API_KEY")`);
    expect(generate('ruby', sendText)).toContain(`request['key'] = 'YOUR_API_KEY'`);
  });

  it('writes the body as a native literal in PHP, Python and Ruby', () => {
    expect(generate('php', sendText)).toContain(`json_encode([\n        'to' => '919876543210',`);
    expect(generate('ruby', sendText)).toContain(`JSON.generate({\n  'to' => '919876543210',`);
    expect(generate('python', reaction)).toContain('"emoji": "👍"');
  });

  it('sends no body and no Content-Type on GET', () => {
    const get = ENDPOINTS.find((e) => e.path === '/instance/state') as EndpointDoc;
    for (const { id } of SAMPLE_LANGUAGES) {
      const code = generate(id, get);
      expect(code).toContain(`${BASE}/instance/state?insid=YOUR_TOKEN_ID`);
      expect(code).not.toContain('Content-Type');
    }
  });

  it('puts insid first and keeps the endpoint’s own query', () => {
    const history = ENDPOINTS.find((e) => e.path === '/messages') as EndpointDoc;
    expect(generate('curl', history)).toContain(`'${BASE}/messages?insid=YOUR_TOKEN_ID&limit=50'`);
  });

  it('escapes for each language: shell quotes, PHP/Ruby quotes, Go backticks, Java non-ASCII', () => {
    const tricky: EndpointDoc = {
      ...sendText,
      sample: { path: '/send/text', body: { body: 'it\'s `x` 👍 \\ "q"' } },
    };
    expect(extractJson.curl?.(generate('curl', tricky))).toEqual(tricky.sample?.body);
    expect(extractJson.go?.(generate('go', tricky))).toEqual(tricky.sample?.body);
    expect(extractJson.java?.(generate('java', tricky))).toEqual(tricky.sample?.body);
    expect(generate('java', tricky)).not.toMatch(/[^\x20-\x7e\n]/);
    expect(generate('php', tricky)).toContain(`'it\\'s \`x\` 👍 \\\\ "q"'`);
  });

  it('Node.js samples are valid JavaScript', () => {
    for (const endpoint of ENDPOINTS) {
      expect(() => new Function(generate('node', endpoint))).not.toThrow();
    }
  });
});
