import type { Config } from '../config';
import type { DurableDb } from '../db/outage-holding';
import type { MessagingEngine } from './engine';
import { SimulatorEngine } from './simulator/simulator-engine';

type Log = { child(bindings: object): unknown };

/**
 * The engine MESSAGING_ENGINE names, with its settings. The WhatsApp engine (and Baileys with
 * it) is loaded only when chosen.
 */
export async function createEngine(config: Config, store: DurableDb, log?: Log): Promise<MessagingEngine> {
  if (config.MESSAGING_ENGINE === 'baileys') {
    const { createBaileysEngine } = await import('./baileys/create-baileys-engine');
    return createBaileysEngine(config, store, log);
  }
  return new SimulatorEngine(store.db, {
    qrRotateMs: config.SIM_QR_ROTATE_MS,
    qrLifetimeMs: config.SIM_QR_LIFETIME_MS,
    deliveryDelayMs: config.SIM_DELIVERY_DELAY_MS,
    readDelayMs: config.SIM_READ_DELAY_MS,
  });
}
