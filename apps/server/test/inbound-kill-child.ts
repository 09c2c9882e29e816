/**
 * The process baileys-inbound-kill.test.ts kills: a Baileys engine on its own fake WhatsApp links
 * the token (argv: database URL, journal root, token, phone, senders) and receives a burst whose
 * file download never answers part-way; once all of it was handed over and journaled it prints
 * `HANDED <ids as JSON>` and waits to be killed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { OutageHolding } from '../src/db/outage-holding';
import { BaileysEngine } from '../src/engines/baileys/baileys-engine';
import { wireEngineEvents } from '../src/jobs/session-host/engine-events';
import { createRuntime } from '../src/runtime';
import { fakeEngineOptions } from './fake-engine-options';
import { createFakeWhatsApp } from './fake-whatsapp';
import { journaledIds } from './journaled-ids';
import { STALLED, sendStalledBurst } from './stalled-burst';

async function main() {
  const [databaseUrl = '', root = '', insid = '', phone = '', senderList = ''] = process.argv.slice(2);
  const senders = senderList.split(',');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: root,
    WEB_DIST: '/nonexistent',
  });
  const runtime = await createRuntime(config, connectDatabase(databaseUrl, 5));
  const wa = createFakeWhatsApp();
  const holding = new OutageHolding(root);
  const options = fakeEngineOptions(wa, { mediaDir: config.mediaDir, holding }, { backoffMs: () => 5 });
  const engine = new BaileysEngine(runtime.db, options);
  wireEngineEvents(
    { ...runtime, engine },
    { error: (obj) => console.error(JSON.stringify(obj)) },
    'http://t',
  );
  const connected = new Promise<void>((resolve) => engine.on('connected', () => resolve()));
  const started = await engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  await wa.scan(started.qr, phone);
  await connected;
  for (const sender of senders) wa.registerPhone(sender);

  const { ids } = await sendStalledBurst(wa, phone, senders);
  // Handed over: the photo and what follows it are on disk (the ones before may be stored and gone).
  for (;;) {
    const onDisk = await journaledIds(root);
    if (ids.slice(STALLED).every((id) => onDisk.has(id))) break;
    await sleep(20);
  }
  process.stdout.write(`HANDED ${JSON.stringify(ids)}\n`);
  await sleep(600_000);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
