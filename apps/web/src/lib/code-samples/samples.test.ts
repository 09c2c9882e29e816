import { describe, expect, it } from 'vitest';
import { SAMPLE_LANGUAGES, sampleFileName } from './languages';
import { nodeSdkSendText } from './node-sdk';
import { type Json, type SampleCall, sampleRequest } from './sample-request';
import { BODY_IN_SAMPLE, bodyInSdkSample, generateSample } from './sample-testing';

const BASE = 'https://chatgate.example/api/v1';
const URL = `${BASE}/send/text?insid=YOUR_TOKEN_ID`;
const textBody = { to: '919876543210', body: 'Hello' };
const nestedBody: Json = {
  to: '919876543210',
  contact: { name: 'Ada', phones: ['919800000001', '919800000002'] },
  latitude: 19.076,
  emoji: '👍',
};

const generate = (language: string, call: SampleCall) => generateSample(language, sampleRequest(call, BASE));
const sendText: SampleCall = { method: 'POST', path: '/send/text', body: textBody };

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
      const extract = BODY_IN_SAMPLE[id];
      if (extract) expect(extract(code)).toEqual(textBody);
    },
  );

  it.each(Object.keys(BODY_IN_SAMPLE))('%s: bodies with nesting, numbers and emoji stay valid JSON', (id) => {
    const code = generate(id, { method: 'POST', path: '/send/contact', body: nestedBody });
    expect(BODY_IN_SAMPLE[id]?.(code)).toEqual(nestedBody);
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
    expect(generate('python', { ...sendText, body: nestedBody })).toContain('"emoji": "👍"');
  });

  it('sends no body and no Content-Type on GET', () => {
    for (const { id } of SAMPLE_LANGUAGES) {
      const code = generate(id, { method: 'GET', path: '/instance/state' });
      expect(code).toContain(`${BASE}/instance/state?insid=YOUR_TOKEN_ID`);
      expect(code).not.toContain('Content-Type');
    }
  });

  it('puts insid first and keeps the call’s own query', () => {
    expect(generate('curl', { method: 'GET', path: '/messages?limit=50' })).toContain(
      `'${BASE}/messages?insid=YOUR_TOKEN_ID&limit=50'`,
    );
  });

  it('escapes for each language: shell quotes, PHP/Ruby quotes, Go backticks, Java non-ASCII', () => {
    const tricky: SampleCall = { ...sendText, body: { body: 'it\'s `x` 👍 \\ "q"' } };
    expect(BODY_IN_SAMPLE.curl?.(generate('curl', tricky))).toEqual(tricky.body);
    expect(BODY_IN_SAMPLE.go?.(generate('go', tricky))).toEqual(tricky.body);
    expect(BODY_IN_SAMPLE.java?.(generate('java', tricky))).toEqual(tricky.body);
    expect(generate('java', tricky)).not.toMatch(/[^\x20-\x7e\n]/);
    expect(generate('php', tricky)).toContain(`'it\\'s \`x\` 👍 \\\\ "q"'`);
  });

  it('names the file of each language, Java after its public class', () => {
    expect(SAMPLE_LANGUAGES.map((language) => sampleFileName(language, 'send-message'))).toEqual([
      'send-message.sh',
      'send-message.mjs',
      'send-message.py',
      'send-message.php',
      'Main.java',
      'send-message.m',
      'send-message.go',
      'send-message.rb',
    ]);
  });
});

describe('the Node.js SDK sample', () => {
  it('writes the body as a JavaScript literal, quoting only keys that need it', () => {
    const body = { to: '919876543210', 'x-y': "it's", nested: { n: 1, ok: true, none: null } };
    const code = nodeSdkSendText(body, 'https://chatgate.example');
    expect(code).toContain(`  to: '919876543210',\n  'x-y': 'it\\'s',\n  nested: {\n    n: 1,`);
    expect(bodyInSdkSample(code)).toEqual(body);
  });
});
