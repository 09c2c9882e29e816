export interface SimulatorOptions {
  /** How often the QR payload changes (WhatsApp: about 20 s). */
  qrRotateMs: number;
  /** How long a token waits for a scan before the session goes back to idle. */
  qrLifetimeMs: number;
  deliveryDelayMs: number;
  /** Time from delivered to read. */
  readDelayMs: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  qrRotateMs: 20_000,
  qrLifetimeMs: 5 * 60_000,
  deliveryDelayMs: 1_000,
  readDelayMs: 2_000,
};
