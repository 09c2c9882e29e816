import type { Config } from './config';
import { SharedListener } from './db/change-listener';
import type { DatabaseHandle, Db } from './db/client';
import { OutageHolding } from './db/outage-holding';
import type { UnkeptListener } from './db/outage-journal';
import { createEngine } from './engines/create-engine';
import type { MessagingEngine } from './engines/engine';
import { WakeUps } from './modules/events/wake-ups';
import { type GroupChangeRecorder, groupChangeRecorder } from './modules/instances/group-changes';
import { LiveUpdates } from './modules/instances/live-updates';
import { createMessageWriters, type MessageWriters } from './modules/messages/held-writes.service';
import { IntakeMeter } from './modules/messages/intake-meter';
import { createSendBatcher, type SendBatcher } from './modules/messages/send-batcher';
import { sheetsGatewayOf } from './modules/sheets/gateway-of-config';
import type { SheetsGateway } from './modules/sheets/sheets-gateway';

/**
 * What one process shares between its HTTP surfaces and its jobs, made once at start and passed
 * to whoever needs a part: nothing finds another part through a module-level registry.
 */
export interface Runtime {
  config: Config;
  db: Db;
  /** The one connection that LISTENs for every channel the process hears. */
  changes: SharedListener;
  /** How writes that must not be lost wait out a database outage, and when the process stops. */
  holding: OutageHolding;
  /** How writers wake this process's pollers after a commit. */
  wakeUps: WakeUps;
  /** The sends accepted lately (the outbound sender gives way to a flood of them). */
  intake: IntakeMeter;
  /** Group commit of the send calls. */
  sendBatcher: SendBatcher;
  /** Received messages and receipts, written in batches and kept through outages. */
  messageWriters: MessageWriters;
  groupChanges: GroupChangeRecorder;
  sheets: SheetsGateway;
  engine: MessagingEngine;
  /** What the dashboards are told at once (token states, QR codes). */
  live: LiveUpdates;
}

export interface RuntimeOptions {
  /** Where writes held through an outage are kept on disk; memory only without. */
  heldWritesDir?: string;
  onUnkept?: UnkeptListener;
  /** The engine's logger. */
  log?: { child(bindings: object): unknown };
}

/** Makes the process's runtime on an open database. */
export async function createRuntime(
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'pool'>,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const { db } = database;
  const holding = new OutageHolding(options.heldWritesDir ?? null, options.onUnkept);
  const wakeUps = new WakeUps();
  const intake = new IntakeMeter();
  const writerDeps = { db, holding, wakeUps };
  return {
    config,
    db,
    changes: new SharedListener(database.pool),
    holding,
    wakeUps,
    intake,
    sendBatcher: createSendBatcher({ db, intake, wakeUps }),
    messageWriters: createMessageWriters(writerDeps),
    groupChanges: groupChangeRecorder(writerDeps),
    sheets: sheetsGatewayOf(config),
    engine: await createEngine(config, { db, holding }, options.log),
    live: new LiveUpdates(),
  };
}
