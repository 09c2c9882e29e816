import { Webhook } from 'standardwebhooks';
import { call, type LinkedToken, linkedToken } from './linked-token';
import type { Receiver } from './receiver';

export interface Subscriber extends LinkedToken {
  /** The virtual phone that writes to the token. */
  sender: string;
  verifier: Webhook;
}

const phone = (group: number, i: number) => `9198${group}${String(i).padStart(7, '0')}`;

/** Token i, with its webhook at the receiver's /hook/i subscribed to message.received. */
export async function subscribe(base: string, receiver: Receiver, i: number): Promise<Subscriber> {
  const token = await linkedToken(base, i + 1, phone(0, i));
  const saved = await call(
    base,
    '/instance/webhook',
    { url: `${receiver.url}/${i}`, events: ['message.received'] },
    { key: token.key },
    'PUT',
  );
  return { ...token, sender: phone(1, i), verifier: new Webhook(saved.secret as string) };
}
