import { SandboxMessages, type SandboxPhone } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

// This slice's phone numbers: 919800000741-749 (the token's, then two phones without one).
const TOKEN_PHONE = '919800000747';
const ADMIN_PHONE = '919800000748';
const MEMBER_PHONE = '919800000749';

describe('Sandbox Phone in an administered group', () => {
  it('shows the changes as system lines, and its admin’s subject change reaches the token as group.updated', async () => {
    const a = await linkedToken(ctx, 'sandbox-groups', TOKEN_PHONE);
    const created = await a.call('POST', '/groups', {
      subject: 'Club',
      participants: [ADMIN_PHONE, MEMBER_PHONE],
    });
    const group = created.json() as { id: string };
    await a.call('POST', `/groups/${group.id}/participants/promote`, { participants: [ADMIN_PHONE] });
    await a.call('PATCH', `/groups/${group.id}`, { onlyAdminsSend: true });

    const chatOf = async (phone: string) =>
      ((await a.dash.get(`/sandbox/phones/${phone}`)).json() as SandboxPhone).chats.find(
        (c) => c.id === group.id,
      );
    const member = await chatOf(MEMBER_PHONE);
    expect(member?.admin).toBe(false);
    expect(member?.messages.filter((m) => m.system).map((m) => m.body)).toEqual([
      `+${TOKEN_PHONE} promoted +${ADMIN_PHONE} to admin`,
      `+${TOKEN_PHONE} changed this group's settings to allow only admins to send messages`,
    ]);

    const url = (phone: string) => `/sandbox/phones/${phone}/groups/${group.id}/subject`;
    const byMember = await a.dash.post(url(MEMBER_PHONE), { subject: 'Mine' });
    expect([byMember.statusCode, byMember.json().message]).toEqual([403, SandboxMessages.notGroupAdmin]);
    const typed = await a.dash.post(`/sandbox/phones/${MEMBER_PHONE}/reply`, { to: group.id, body: 'hi' });
    expect([typed.statusCode, typed.json().message]).toEqual([403, SandboxMessages.onlyAdminsSend]);

    expect((await chatOf(ADMIN_PHONE))?.admin).toBe(true);
    const changed = await a.dash.post(url(ADMIN_PHONE), { subject: 'Club 2027' });
    expect(changed.json()).toEqual({ message: SandboxMessages.groupSubjectChanged });
    expect((await chatOf(MEMBER_PHONE))?.title).toBe('Club 2027');
    expect((await chatOf(MEMBER_PHONE))?.messages.at(-1)).toMatchObject({
      system: true,
      author: ADMIN_PHONE,
      body: `+${ADMIN_PHONE} changed the subject to "Club 2027"`,
    });
    await expect
      .poll(async () =>
        ((await a.call('GET', '/events?after=0&limit=100')).json().result as { type: string; data: object }[])
          .filter((e) => e.type === 'group.updated')
          .map((e) => e.data),
      )
      .toContainEqual({
        groupId: group.id,
        changes: { subject: 'Club 2027' },
        actor: ADMIN_PHONE,
        actorLid: expect.stringMatching(/^\d+@lid$/),
      });
    expect((await a.call('GET', `/groups/${group.id}`)).json().subject).toBe('Club 2027');
  });
});
