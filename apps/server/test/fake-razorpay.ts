import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { listenLocally } from './listen-locally';

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  method: string;
  acquirer_data?: Record<string, string>;
  error_description?: string | null;
  /** In paise; Razorpay's payment entity carries it in refund events. */
  amount_refunded?: number;
}

/**
 * A local stand-in for Razorpay's REST API (POST /orders, GET /payments/:id) with its Basic
 * authentication, so the real adapter runs end to end without leaving the machine.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders: Array<Record<string, unknown>> = [];
  const payments = new Map<string, FakePayment>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const send = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== expectedAuth)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const input = JSON.parse(body) as { amount: number; currency: string; receipt: string };
        const order = {
          id: `order_${randomBytes(7).toString('hex')}`,
          entity: 'order',
          status: 'created',
          ...input,
        };
        orders.push(order);
        return send(200, order);
      }
      const match = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
      const payment =
        match && req.method === 'GET' ? payments.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (payment) return send(200, { entity: 'payment', ...payment });
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    });
  });
  const port = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    orders,
    /** What Razorpay holds for a payment the test pretends a customer made. */
    addPayment: (payment: FakePayment) => payments.set(payment.id, payment),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
