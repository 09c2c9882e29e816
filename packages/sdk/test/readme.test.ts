import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../apps/server/test/harness';
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
    const file = new URL('quickstart.mjs', scratchDir);
    writeFileSync(file, sampleAfter('## Quick start'));
    const { stdout } = await run(process.execPath, [file.pathname], {
      env: {
        ...process.env,
        CHATGATE_URL: token.baseUrl,
        CHATGATE_API_KEY: token.apiKey,
        CHATGATE_TO: '919800073101',
      },
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
