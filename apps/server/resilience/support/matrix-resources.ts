import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { amountInPaise, CURRENCY } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { OutageHolding } from '../../src/db/outage-holding';
import { WakeUps } from '../../src/modules/events/wake-ups';
import { createMediaStore } from '../../src/modules/media/media-store';
import { incomingRecorder } from '../../src/modules/messages/received-messages.service';
import { SAMPLE_FILES } from '../../test/multipart-form';
import { ok } from './call-ok';
import { freshInputs } from './matrix-fresh';
import type { World } from './matrix-world';
import { postForm } from './post-form';
import type { ProcessServer } from './process-server';
import { callJson } from './sandbox-account';

const PDF = { filename: 'report.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' };

/** The owner's messages, group, channel and webhook delivery (through the owner's API key). */
async function messagingResources(server: ProcessServer, world: World) {
  const { owner } = world;
  const key = { key: owner.key };
  const at = (route: string) => `${world.base}/api/v1${route}?insid=${owner.insid}`;
  const sent = await ok('send', callJson(at('/send/text'), { to: '919800000123', body: 'hello' }, key));
  const sandboxMedia = await sandboxPhoneFile(world, at('/send/media'));
  const ref = await createMediaStore(path.join(server.dataDir, 'media')).save(SAMPLE_FILES.pdf);
  const file = { ref, mimeType: 'application/pdf', size: SAMPLE_FILES.pdf.length, fileName: 'menu.pdf' };
  const mediaMessageId = randomUUID();
  const incoming = {
    id: mediaMessageId,
    from: '919800000126',
    type: 'document' as const,
    body: '[document]',
  };
  // Written into the server's database from outside it, as its engine would have stored it.
  const recorder = incomingRecorder({
    db: server.database.db,
    holding: new OutageHolding(),
    wakeUps: new WakeUps(),
  });
  await recorder.record(owner.insid, { ...incoming, timestamp: new Date(), file }, world.base);
  const group = await ok(
    'group',
    callJson(at('/groups'), { subject: 'Owners', participants: ['919800000124'] }, key),
  );
  const channel = await ok('channel', callJson(at('/channels'), { name: 'Owner news' }, key));
  const hook = { url: world.webhookUrl, events: ['message.status'] };
  await ok('webhook', callJson(at('/instance/webhook'), hook, key, 'PUT'));
  await ok('webhook test', callJson(at('/instance/webhook/test'), undefined, key));
  let deliveryId: string | undefined;
  for (let tries = 0; !deliveryId && tries < 100; tries++) {
    const list = await ok('deliveries', callJson(at('/instance/webhook/deliveries'), undefined, key, 'GET'));
    deliveryId = (list.result as Array<{ id: string }>)[0]?.id;
    if (!deliveryId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    messageId: sent.id as string,
    mediaMessageId,
    /** The chat of the message the owner received (mediaMessageId). */
    receivedChatId: incoming.from,
    groupId: group.id as string,
    channelId: channel.id as string,
    deliveryId: deliveryId as string,
    ...sandboxMedia,
  };
}

/**
 * A file the owner's token sends inline to a virtual phone of the owner's account, and its id as
 * that phone's chats list it: the phone's owner may fetch it, another account's phone of the
 * same number never got it.
 */
async function sandboxPhoneFile(world: World, sendMedia: string) {
  const { owner } = world;
  const phone = '919800000127';
  const media = `data:application/pdf;base64,${SAMPLE_FILES.pdf.toString('base64')}`;
  await ok('send media', callJson(sendMedia, { to: phone, media, fileName: 'menu.pdf' }, { key: owner.key }));
  for (let tries = 0; tries < 100; tries++) {
    const opened = await ok(
      'phone',
      callJson(`${world.base}/api/v1/sandbox/phones/${phone}`, undefined, owner.auth, 'GET'),
    );
    const chats = opened.chats as Array<{ messages: Array<{ id: string; content: unknown }> }>;
    const messages = chats.flatMap((chat) => chat.messages);
    const file = messages.find((message) => message.content !== null);
    if (file) return { sandboxPhone: phone, sandboxFileId: file.id };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sandbox phone never showed the file the owner sent');
}

/** The owner's two tickets (one with an attachment), and news from the CRM user: an announcement to the owner, a broadcast. */
async function supportResources(server: ProcessServer, world: World) {
  const { owner, crm } = world;
  const form = (auth: Record<string, string>, route: string, entries: Parameters<typeof postForm>[3]) =>
    postForm(world.base, `/api/v1${route}`, auth, entries);
  const ticketOf = (subject: string) =>
    [
      ['type', 'Other'],
      ['subject', subject],
      ['description', 'About my token'],
    ] as const;
  const ticket = await form(owner.auth, '/dash/tickets/create', [...ticketOf('First'), ['file', PDF]]);
  const closing = await form(owner.auth, '/dash/tickets/create', ticketOf('Second'));
  const news = [
    ['subject', 'For the owner'],
    ['description', 'Read me'],
    ['file', PDF],
  ] as const;
  const announced = await form(crm.auth, '/dash/announcement/create', [...news, ['recipients', owner.uuid]]);
  const broadcast = await form(crm.auth, '/dash/broadcast/create', news);
  const read = async (auth: Record<string, string>, route: string) =>
    ok(route, callJson(`${world.base}/api/v1${route}`, undefined, auth, 'GET'));
  const thread = await read(owner.auth, `/dash/tickets/${ticket.ticketID}`);
  const fileOf = async (route: string) =>
    ((await read(crm.auth, route)).result as { fileName: string }).fileName;
  const notification = await server.database.db.execute<{ id: number }>(
    sql`select id from notifications where user_id = ${owner.uuid} order by id limit 1`,
  );
  return {
    ticketId: ticket.ticketID as number,
    ticketFile: (thread.messages as Array<{ fileName: string }>)[0]?.fileName as string,
    closingTicketId: closing.ticketID as number,
    announceId: announced.announceID as number,
    announceFile: await fileOf(`/dash/announcement/${announced.announceID}`),
    broadcastId: broadcast.broadID as number,
    broadcastFile: await fileOf(`/dash/broadcast/${broadcast.broadID}`),
    notificationId: Number(notification.rows[0]?.id),
  };
}

/**
 * A paid order of the owner's (its checkout result and payment id), an order not paid yet, and
 * a token of theirs not paid for yet.
 */
async function billingResources(world: World) {
  const { owner } = world;
  const call = (route: string, body?: object) =>
    callJson(`${world.base}/api/v1/dash/payment${route}`, body, owner.auth);
  const order = async (receipt: string) => {
    const body = {
      insid: owner.insid,
      amount: amountInPaise('monthly'),
      currency: CURRENCY,
      receipt,
      validity: 30,
    };
    return ((await ok('order', call('/order', body))).result as { id: string }).id;
  };
  // Ordered while the token is still on trial: once paid it is Active, and an Active token far
  // from its end cannot be ordered for (spec 5).
  const openOrderId = await order('mx-open');
  const paid = await order('mx-paid');
  const checkout = (await ok('pay', call('/sandbox', { orderId: paid, outcome: 'pay' }))).checkout as Record<
    string,
    string
  >;
  await ok('verify', call('/verify', checkout));
  const history = await ok('history', call('/history'));
  // A token not paid for yet, which the order row may order for.
  const unpaid = await ok(
    'unpaid token',
    callJson(`${world.base}/api/v1/dash/wa/createInstance`, { uuid: owner.uuid, name: 'Unpaid' }, owner.auth),
  );
  return {
    unpaidInsid: (unpaid.result as { insid: string }).insid,
    checkout,
    paymentId: (history.result as Array<{ paymentID: string }>)[0]?.paymentID as string,
    openOrderId,
  };
}

/** A sheet run of the owner's token, and a blog post with a cover image (by the Admin). */
async function contentResources(world: World) {
  const { owner, admin } = world;
  const uploadId = await freshInputs(world).sheetUpload();
  const runBody = { source: { kind: 'file', uploadId }, mapping: { phone: 0, message: 1 } };
  const run = await ok(
    'run',
    callJson(`${world.base}/api/v1/dash/sheets/runs?insid=${owner.insid}`, runBody, owner.auth),
  );
  const blog = await postForm(world.base, '/api/v1/blogs/create', admin.auth, [
    ['title', 'Matrix cover'],
    ['content', '<p>Cover</p>'],
    ['faceImg', { filename: 'cover.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
  ]);
  const post = blog.result as { blogID: number; blogImg: string };
  return { sheetRunId: (run.run as { id: string }).id, blogId: post.blogID, blogImage: post.blogImg };
}

export type OwnerResources = Awaited<ReturnType<typeof messagingResources>> &
  Awaited<ReturnType<typeof supportResources>> &
  Awaited<ReturnType<typeof billingResources>> &
  Awaited<ReturnType<typeof contentResources>>;

/** The owner's resources, whose ids the other callers try. */
export async function ownerResources(server: ProcessServer, world: World): Promise<OwnerResources> {
  const resources = {
    ...(await messagingResources(server, world)),
    ...(await supportResources(server, world)),
    ...(await billingResources(world)),
    ...(await contentResources(world)),
  };
  const missing = Object.entries(resources).filter(([, value]) => value === undefined || Number.isNaN(value));
  if (missing.length > 0)
    throw new Error(`owner resources missing: ${missing.map(([name]) => name).join(', ')}`);
  return resources;
}
