import type { FakeWhatsApp } from './fake-whatsapp';

/** How many messages the burst has. */
export const BURST = 500;
/** The message whose file never downloads: the ones after it wait behind it, in memory. */
export const STALLED = 200;
/** A 1x1 PNG: the stalled message's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The bodies the burst's `message.received` events carry, each once. */
export const burstBodies = () =>
  new Set(Array.from({ length: BURST }, (_, n) => (n === STALLED ? `[image] m${n}` : `m${n}`)));

/**
 * Senders write `BURST` messages to `phone`: texts `m0`…, every seventh of the first `STALLED`
 * handed over again (an ack WhatsApp did not get), then a photo whose download the media servers
 * never answer (`m200`), then the rest. Answers the WhatsApp ids and the stalled media servers.
 */
export async function sendStalledBurst(wa: FakeWhatsApp, phone: string, senders: string[]) {
  const ids: string[] = [];
  const sendTexts = async (from: number, to: number) => {
    for (let n = from; n < to; n++) {
      ids[n] = wa.phoneSends(senders[n % senders.length] as string, phone, `m${n}`);
      if (n % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await sendTexts(0, STALLED);
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (let n = 0; n < STALLED; n += 7) wa.redeliver(phone, ids[n] as string);
  const cdn = wa.stallMediaDownloads();
  const photo = await wa.phoneSendsMedia(senders[0] as string, phone, {
    kind: 'image',
    bytes: PNG,
    mimetype: 'image/png',
    caption: `m${STALLED}`,
  });
  ids[STALLED] = photo.id;
  await sendTexts(STALLED + 1, BURST);
  return { ids, cdn };
}
