import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenApiClient } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const OWNER = '919810035201';
const MEMBER = '919810035202';
const JOINER = '919810035203';

async function imageFile(format: 'png' | 'txt') {
  const dir = await mkdtemp(join(tmpdir(), 'ga-group-picture-'));
  const path = join(dir, `picture.${format}`);
  const bytes =
    format === 'png'
      ? await sharp({ create: { width: 64, height: 48, channels: 3, background: '#128C7E' } })
          .png()
          .toBuffer()
      : Buffer.from('not an image');
  await writeFile(path, bytes);
  return path;
}

describe("Green-API surface: groups, through Green-API's own client", () => {
  it('creates a group, reads it, renames it and manages its members and admins', async () => {
    const token = await linkedToken(ctx, 'ga-groups', OWNER);
    const client = await greenApiClient(ctx, token);

    const created = await client.group.createGroup('Team', [`${MEMBER}@c.us`]);
    expect(created).toEqual({
      created: true,
      chatId: expect.stringMatching(/@g\.us$/),
      groupInviteLink: expect.stringMatching(/^https:\/\/chat\.whatsapp\.com\//),
    });
    const groupId = created.chatId as string;

    const data = await client.group.getGroupData(groupId);
    expect(data).toEqual({
      groupId,
      owner: `${OWNER}@c.us`,
      subject: 'Team',
      creation: expect.any(Number),
      participants: expect.arrayContaining([
        { id: `${OWNER}@c.us`, isAdmin: true, isSuperAdmin: true },
        { id: `${MEMBER}@c.us`, isAdmin: false, isSuperAdmin: false },
      ]),
      subjectTime: data.creation,
      subjectOwner: `${OWNER}@c.us`,
      groupInviteLink: created.groupInviteLink,
    });

    expect(await client.group.updateGroupName(groupId, 'Team two')).toEqual({ updateGroupName: true });
    expect((await token.call('GET', `/groups/${groupId}`)).json()).toMatchObject({ subject: 'Team two' });

    expect(await client.group.addGroupParticipant(groupId, `${JOINER}@c.us`, null)).toEqual({
      addParticipant: true,
    });
    expect(await client.group.addGroupParticipant(groupId, `${JOINER}@c.us`, null)).toEqual({
      addParticipant: false,
    });
    expect(await client.group.setGroupAdmin(groupId, `${JOINER}@c.us`)).toEqual({ setGroupAdmin: true });
    const roleOf = async (number: string) =>
      (await token.call('GET', `/groups/${groupId}`))
        .json()
        .participants.find((p: { number: string }) => p.number === number)?.role;
    expect(await roleOf(JOINER)).toBe('admin');
    expect(await client.group.removeAdmin(groupId, `${JOINER}@c.us`)).toEqual({ removeAdmin: true });
    expect(await roleOf(JOINER)).toBe('member');
    expect(
      await client.group.removeGroupParticipant(
        groupId,
        null,
        // The client's declarations say string; its code takes (and checks for) an integer.
        919810035203 as unknown as string,
      ),
    ).toEqual({
      removeParticipant: true,
    });
    expect(await roleOf(JOINER)).toBeUndefined();
  });

  it("sets a group's picture from the client's multipart form; a file that is not an image is refused in the answer", async () => {
    const token = await linkedToken(ctx, 'ga-group-picture', '919810035204');
    const client = await greenApiClient(ctx, token);
    const { chatId } = await client.group.createGroup('Pictures', [`${MEMBER}@c.us`]);
    expect(await client.group.setGroupPicture(chatId, await imageFile('png'))).toEqual({
      setGroupPicture: true,
      urlAvatar: '',
      reason: '',
    });
    expect(await client.group.setGroupPicture(chatId, await imageFile('txt'))).toMatchObject({
      setGroupPicture: false,
      reason: expect.any(String),
    });
  });

  it('leaves a group; bad ids and unknown groups are Green-API errors', async () => {
    const token = await linkedToken(ctx, 'ga-group-leave', '919810035205');
    const client = await greenApiClient(ctx, token);
    const { chatId } = await client.group.createGroup('Short-lived', [`${MEMBER}@c.us`]);
    expect(await client.group.leaveGroup(chatId)).toEqual({ leaveGroup: true });
    await expect(client.group.getGroupData('not-a-group')).rejects.toMatchObject({
      response: { status: 400, data: { code: 400 } },
    });
    await expect(client.group.getGroupData('120363099999999999@g.us')).rejects.toMatchObject({
      response: { status: 404, data: { code: 404 } },
    });
  });
});
