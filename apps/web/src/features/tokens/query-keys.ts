/** Every token's shown QR payload. */
export const QR_KEY_ROOT = ['instance-qr'] as const;

/** The QR payload currently shown for a token, fed by the QR call and the event stream. */
export const qrKey = (insid: string) => [...QR_KEY_ROOT, insid] as const;
