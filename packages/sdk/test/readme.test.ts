import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../apps/server/test/harness';
import { PAYLOAD_STYLES } from '../../../apps/web/src/components/site/payload-styles';
import { RAW_HTTP_STEPS } from '../../../apps/web/src/features/api-docs/sdk/raw-http-steps';
import { nodeSdkSendText } from '../../../apps/web/src/lib/code-samples/node-sdk';
import {
  API_KEY_PLACEHOLDER,
  TOKEN_ID_PLACEHOLDER,
} from '../../../apps/web/src/lib/code-samples/sample-request';
import { sdkToken } from './sdk-token';

const run = promisify(execFile);
const packageDir = new URL('../', import.meta.url);
/** Inside the package, so that `@chatgate/sdk` resolves to the package itself, as built. */
const scratchDir = new URL('.quickstart/', packageDir);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await run(process.execPath, ['scripts/build.mjs'], { cwd: packageDir });
  mkdirSync(scratchDir, { recursive: true });
});
afterAll(async () => {
  rmSync(scratchDir, { recursive: true, force: true });
  await ctx.close();
});

/** Runs `source` as an ES module file of the scratch folder, where `@chatgate/sdk` is the built package. */
async function runModule(name: string, source: string, env: Record<string, string> = {}) {
  const file = new URL(name, scratchDir);
  writeFileSync(file, source);
  const { stdout } = await run(process.execPath, [file.pathname], { env: { ...process.env, ...env } });
  return stdout;
}

/** The first ```js block after the README's heading `heading`. */
function sampleAfter(heading: string): string {
  const readme = readFileSync(new URL('README.md', packageDir), 'utf8');
  const section = readme.slice(readme.indexOf(`\n${heading}\n`));
  const sample = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!sample) throw new Error(`no js sample after ${heading}`);
  return sample;
}

describe('the README', () => {
  it('runs its quick start verbatim against the built package', async () => {
    const token = await sdkToken(ctx, 'readme', '919800073001');
    const stdout = await runModule('quickstart.mjs', sampleAfter('## Quick start'), {
      CHATGATE_URL: token.baseUrl,
      CHATGATE_API_KEY: token.apiKey,
      CHATGATE_TO: '919800073101',
    });
    const id = /^message (\S+) is (queued|sent|delivered|read)\n$/.exec(stdout)?.[1];
    expect(id, stdout).toBeDefined();
    const sent = await token.call('GET', `/messages/${id}`);
    expect(sent.json()).toMatchObject({
      id,
      type: 'text',
      body: 'Hello from Chatgate!',
      chatId: expect.any(String),
    });
  });
});

describe('the web app’s samples of the SDK', () => {
  it.each(PAYLOAD_STYLES)(
    'the home page’s Node.js SDK sample sends $label as copied, once filled in',
    async (style) => {
      const phone = style.id === 'to-body' ? '919800073002' : '919800073004';
      const token = await sdkToken(ctx, `home-sdk-${style.id}`, phone);
      const source = nodeSdkSendText(style.body, token.baseUrl)
        .replace(TOKEN_ID_PLACEHOLDER, token.insid)
        .replace(API_KEY_PLACEHOLDER, token.apiKey);
      const stdout = await runModule('home-sample.mjs', source);
      const [, id] = /^(\S+) queued\n$/.exec(stdout) ?? [];
      expect(id, stdout).toBeDefined();
      expect((await token.call('GET', `/messages/${id}`)).json()).toMatchObject({
        id,
        type: 'text',
        body: 'Hello from Chatgate!',
      });
    },
  );

  it('the API docs’ raw HTTP steps run one after another: set up, send, read the status, page the events', async () => {
    const token = await sdkToken(ctx, 'docs-raw', '919800073003');
    const source = [
      'let lastSeq = 0;',
      'const handled = [];',
      'const handle = async (event) => handled.push(event.type);',
      RAW_HTTP_STEPS.client(`${token.baseUrl}/api/v1`),
      RAW_HTTP_STEPS.send(),
      RAW_HTTP_STEPS.status(),
      RAW_HTTP_STEPS.events(),
      'console.log(JSON.stringify({ id, status, read: message.status, handled, lastSeq }));',
    ].join('\n');
    const stdout = await runModule('docs-raw.mjs', source, {
      CHATGATE_TOKEN_ID: token.insid,
      CHATGATE_API_KEY: token.apiKey,
    });
    // The status step prints the status first; the summary is the last line.
    const printed = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    expect(printed).toMatchObject({ id: expect.any(String), status: 'queued', read: expect.any(String) });
    expect(printed.handled).toContain('message.status');
    expect(printed.lastSeq).toBeGreaterThan(0);
    expect((await token.call('GET', `/messages/${printed.id}`)).json()).toMatchObject({ body: 'Hello!' });
  });
});
