import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const MEMBER = '919812345678';

it('shows promotions, demotions and group changes on the Logs page', async () => {
  // This slice's phone numbers: 919800000741-749.
  const a = await linkedToken(ctx, 'group-admin-logs', '919800000746');
  const group = (await a.call('POST', '/groups', { subject: 'Rota', participants: [MEMBER] })).json();
  await a.call('POST', `/groups/${group.id}/participants/promote`, { participants: [MEMBER] });
  await a.call('POST', `/groups/${group.id}/participants/demote`, { participants: [MEMBER] });
  await a.call('PATCH', `/groups/${group.id}`, { subject: 'Rota 2', onlyAdminsSend: true });
  await expect
    .poll(async () =>
      (await a.dash.get(`/dash/logs?insid=${a.insid}&limit=200`))
        .json()
        .result.map((e: { message: string }) => e.message),
    )
    .toEqual(
      expect.arrayContaining([
        `Group ${group.id}: promoted +${MEMBER}`,
        `Group ${group.id}: demoted +${MEMBER}`,
        `Group ${group.id} changed: subject, onlyAdminsSend`,
      ]),
    );
});
