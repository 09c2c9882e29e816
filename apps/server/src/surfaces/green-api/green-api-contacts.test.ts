import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenApiClient } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { sandboxAbout } from '../../engines/simulator/sandbox-profiles';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The sandbox phone `from` writes to the token's phone, as its reply box does. */
async function phoneWrites(token: Token, from: string, body: string) {
  const res = await token.dash.post(`/sandbox/phones/${from}/reply`, { to: token.phone, body });
  expect(res.statusCode, res.body).toBe(200);
}

type Client = Awaited<ReturnType<typeof greenApiClient>>;
/** getChats is in the client's bundle but not in its type declarations; getAvatar's phone is optional there. */
const chatsOf = (client: Client) =>
  (client.instance as unknown as { getChats(): Promise<{ archive: boolean }[]> }).getChats();
const avatarOf = (client: Client, chatId: string) =>
  (client.instance as unknown as { getAvatar(chatId: string): Promise<unknown> }).getAvatar(chatId);
const chatOf = async (token: Token, id: string) =>
  (await token.call('GET', '/chats')).json().result.find((chat: { id: string }) => chat.id === id);

const ANNA = '919810035103';
const BEN = '919810035104';

describe("Green-API surface: contacts and chats, through Green-API's own client", () => {
  it('lists the contacts and chats the token learnt, and shows a contact card and avatar', async () => {
    const token = await linkedToken(ctx, 'ga-contacts', '919810035101');
    const client = await greenApiClient(ctx, token);
    await phoneWrites(token, ANNA, 'Hi from Anna');
    await phoneWrites(token, BEN, 'Hi from Ben');
    await expect.poll(async () => (await client.instance.getContacts()).length).toBe(2);

    expect(await client.instance.getContacts()).toEqual([
      { id: `${ANNA}@c.us`, name: 'Sandbox 5103', contactName: '', type: 'user' },
      { id: `${BEN}@c.us`, name: 'Sandbox 5104', contactName: '', type: 'user' },
    ]);
    await expect.poll(async () => (await chatsOf(client)).length).toBe(2);
    expect(await chatsOf(client)).toEqual([
      expect.objectContaining({ id: `${BEN}@c.us`, type: 'user', archive: false, unreadCount: 1 }),
      expect.objectContaining({ id: `${ANNA}@c.us`, type: 'user', archive: false }),
    ]);

    expect(await client.instance.getContactInfo(`${ANNA}@c.us`)).toMatchObject({
      chatId: `${ANNA}@c.us`,
      name: 'Sandbox 5103',
      description: sandboxAbout(ANNA),
      avatar: `http://chatgate.test/api/v1/contacts/${ANNA}/picture`,
      isArchive: false,
      isBusiness: false,
    });
    expect(await avatarOf(client, `${ANNA}@c.us`)).toEqual({
      urlAvatar: `http://chatgate.test/api/v1/contacts/${ANNA}/picture`,
      available: true,
    });
    expect(await avatarOf(client, `${BEN}@c.us`)).toEqual({
      urlAvatar: '',
      available: false,
    });
    await expect(client.instance.getContactInfo('919810035199@c.us')).rejects.toMatchObject({
      response: { status: 404, data: { code: 404 } },
    });
  });

  it('archives and unarchives a chat, which the chats API then shows', async () => {
    const token = await linkedToken(ctx, 'ga-archive', '919810035106');
    const client = await greenApiClient(ctx, token);
    await phoneWrites(token, ANNA, 'Hello');
    await expect.poll(async () => (await chatsOf(client)).length).toBe(1);

    expect(await client.instance.archiveChat(`${ANNA}@c.us`)).toEqual({});
    expect(await chatOf(token, ANNA)).toMatchObject({ archived: true });
    expect((await chatsOf(client))[0]).toMatchObject({ archive: true });
    expect(await client.instance.unarchiveChat(`${ANNA}@c.us`)).toEqual({});
    expect(await chatOf(token, ANNA)).toMatchObject({ archived: false });
    await expect(client.instance.archiveChat('919810035199@c.us')).rejects.toMatchObject({
      response: { status: 404 },
    });
    await expect(client.instance.archiveChat('not a chat')).rejects.toMatchObject({
      response: { status: 400, data: { code: 400 } },
    });
  });
});
