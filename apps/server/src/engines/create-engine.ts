import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MessagingEngine } from './engine';
import { SimulatorEngine } from './simulator/simulator-engine';

/** The engine MESSAGING_ENGINE names, with its settings. */
export function createEngine(config: Config, db: Db): MessagingEngine {
  return new SimulatorEngine(db, {
    qrRotateMs: config.SIM_QR_ROTATE_MS,
    qrLifetimeMs: config.SIM_QR_LIFETIME_MS,
    deliveryDelayMs: config.SIM_DELIVERY_DELAY_MS,
    readDelayMs: config.SIM_READ_DELAY_MS,
  });
}
