import readme from '@chatgate/sdk/README.md?raw';
import { describe, expect, it } from 'vitest';
import { SDK_PACKAGE } from '../../../lib/code-samples/node-sdk';
import { VERIFY_BY_HAND } from '../webhook-verify-samples';
import { readmeSection } from './readme-section';
import { sdkGuide } from './sdk-guide';

const BASE = 'https://chatgate.test/api/v1';
const guide = sdkGuide(BASE);
const step = (id: string) => {
  const found = guide.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

describe('the SDK guide of the API docs', () => {
  it('has the six steps, each with the SDK’s code and raw HTTP', () => {
    expect(guide.steps.map((s) => s.title)).toEqual([
      'Install',
      'Set up the client',
      'Send a message',
      'Read its status',
      'Iterate the events',
      'Verify webhooks',
    ]);
    for (const s of guide.steps) {
      expect(s.sdk.code, s.id).not.toBe('');
      expect(s.raw, s.id).not.toBe('');
    }
  });

  it('takes the SDK side from the package README, the one text npm shows too', () => {
    expect(guide.intro.join(' ')).toMatch(/^The official TypeScript SDK of the Chatgate Messaging API/);
    expect(step('install').sdk.code).toBe(`npm install ${SDK_PACKAGE}`);
    expect(readme).toContain(step('send').sdk.code);
    expect(step('send').sdk.code).toContain('chatgate.messages.sendText(');
    expect(step('status').sdk.code).toContain('chatgate.messages.get(id)');
    expect(step('events').sdk.code).toContain('chatgate.events.iterate({ after: lastSeq })');
    expect(step('webhooks').sdk.code).toContain('verifyWebhook(req.body, req.headers');
    expect(step('webhooks').sdk.paragraphs.join(' ')).toContain('`verifyWebhook(rawBody, headers, secret)`');
  });

  it('shows the client set up for this site, and raw HTTP against its API', () => {
    expect(step('client').sdk.code).toContain(
      "baseUrl: 'https://chatgate.test', // where Chatgate is served",
    );
    expect(step('client').raw).toContain(`const BASE_URL = '${BASE}';`);
    expect(step('send').raw).toContain("'Idempotency-Key': crypto.randomUUID()");
    expect(step('webhooks').raw).toBe(VERIFY_BY_HAND);
  });

  it('renders the README’s paragraphs faithfully: their only Markdown is inline code', () => {
    for (const paragraph of [...guide.intro, ...guide.steps.flatMap((s) => s.sdk.paragraphs)]) {
      expect(paragraph).not.toMatch(/\[|\*\*|^[|>#-]/);
    }
  });
});

describe('a README section', () => {
  const markdown =
    '# T\n\nOne\nline.\n\nTwo.\n\n```sh\nnpm i\n```\n\n## Next\n\nNo code.\n\n## Last\n```js\nx\n```\n';

  it('is its paragraphs, each on one line, and its first code block', () => {
    expect(readmeSection(markdown, '# T')).toEqual({ paragraphs: ['One line.', 'Two.'], code: 'npm i' });
  });

  it('must exist and have its own code: a README change that drops a shown part fails', () => {
    expect(() => readmeSection(markdown, '## Gone')).toThrow('no heading "## Gone"');
    expect(() => readmeSection(markdown, '## Next')).toThrow('no code block under "## Next"');
    expect(() => readmeSection('# T\ntext', '# T')).toThrow('no code block');
  });
});
