// @vitest-environment jsdom
import { type MessageView, NOT_ACKNOWLEDGED, type UnacknowledgedMessage } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { tokenList, tokenRow } from '../../test-support/token-rows';
import QueuePage from './queue-page';

afterEach(() => vi.unstubAllGlobals());

/** The fields a sent text has none of. */
const UNSET = [
  'author',
  'senderLid',
  'from',
  'fromLid',
  'authorLid',
  'quotedId',
  'media',
  'editedAt',
  'revokedAt',
] as const;
const unset = Object.fromEntries(UNSET.map((field) => [field, null])) as Pick<
  MessageView,
  (typeof UNSET)[number]
>;

/** A text the token sent to one number, queued unless `fields` say otherwise. */
const sent = (fields: Partial<MessageView> & Pick<MessageView, 'id' | 'body'>): MessageView => ({
  ...unset,
  insid: 'tok-1',
  direction: 'out',
  chatId: '919812345678',
  type: 'text',
  status: 'queued',
  error: null,
  forwarded: false,
  createdAt: '2026-12-04T09:58:00.000Z',
  updatedAt: '2026-12-04T10:03:00.000Z',
  ...fields,
});

const stuck: UnacknowledgedMessage = {
  ...sent({ id: 'msg-stuck', body: 'Your order has shipped', status: 'failed', error: NOT_ACKNOWLEDGED }),
  handedOverAt: '2026-12-04T10:00:00.000Z',
};

function renderQueue(unacknowledged: { count: number; result: UnacknowledgedMessage[] }) {
  const api = fakeApi({
    '/dash/wa/fetchInstance': () => tokenList([tokenRow({ insid: 'tok-1', instanceName: 'Sales' })]),
    '/dash/wa/queue': () => ({
      count: 1,
      result: [sent({ id: 'msg-next', body: 'Next up' })],
      nextCursor: null,
    }),
    '/dash/wa/queue/unacknowledged': () => unacknowledged,
  });
  renderDashboard(<QueuePage />, '/dashboard/queue?insid=tok-1');
  return api;
}

it('shows the sends WhatsApp never acknowledged beside the queue, with the time each was handed over', async () => {
  const api = renderQueue({ count: 3, result: [stuck] });
  const row = await screen.findByText('Your order has shipped');
  const cells = within(row.closest('tr') as HTMLElement);
  expect(cells.getByText('Not acknowledged')).toBeTruthy();
  expect(cells.getByText('919812345678')).toBeTruthy();
  expect(cells.getByRole('time').getAttribute('dateTime')).toBe(stuck.handedOverAt);
  expect(screen.getByText('The newest 1 of 3 not acknowledged.')).toBeTruthy();
  // The queue itself still lists what waits to be sent, and only that.
  expect(screen.getByText('Next up')).toBeTruthy();
  expect(screen.getByText('1 message queued.')).toBeTruthy();
  expect(api.calls('/dash/wa/queue/unacknowledged')).toBe(1);
});

it('says so when WhatsApp acknowledged every message', async () => {
  renderQueue({ count: 0, result: [] });
  expect(await screen.findByText('Every message was acknowledged')).toBeTruthy();
  expect(screen.queryByText('Not acknowledged')).toBeNull();
});
