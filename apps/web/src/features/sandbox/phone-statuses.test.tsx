// @vitest-environment jsdom
import type { SandboxStatus } from '@chatgate/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { PhoneStatuses } from './phone-statuses';
import { textColourOn } from './status-view';

afterEach(() => vi.unstubAllGlobals());

const PHONE = '919800000736';
const POSTER = '919800000731';
const status = (extra: Partial<SandboxStatus> = {}): SandboxStatus => ({
  id: 's-1',
  poster: POSTER,
  type: 'text',
  body: 'Open on Sunday',
  backgroundColor: '#075E54',
  font: 0,
  mediaUrl: null,
  viewed: false,
  createdAt: '2026-12-03T10:00:00.000Z',
  ...extra,
});

it('picks white text on a dark colour and black on a light one', () => {
  expect(textColourOn('#075E54')).toBe('#ffffff');
  expect(textColourOn('#FFEB3B')).toBe('#000000');
});

it('opens a contact’s status on its colour and tells the server once it was viewed', async () => {
  const views: unknown[] = [];
  fakeApi({
    [`/sandbox/phones/${PHONE}/statuses`]: () => ({ result: [status()] }),
    [`/sandbox/phones/${PHONE}/statuses/s-1/view`]: (body) => {
      views.push(body ?? 'viewed');
      return { message: 'Status viewed' };
    },
  });
  renderDashboard(<PhoneStatuses phone={PHONE} />);
  const row = await screen.findByRole('button', { name: /^919800000731: Open on Sunday/ });
  expect(row.textContent).toContain('not viewed yet');
  await userEvent.click(row);
  const shown = await screen.findByTestId('status-text');
  expect(shown.textContent).toBe('Open on Sunday');
  expect(shown.style.color).toBe('rgb(255, 255, 255)');
  await waitFor(() => expect(views).toHaveLength(1));
});

it('refuses to post an empty status, in plain words', async () => {
  fakeApi({ [`/sandbox/phones/${PHONE}/statuses`]: () => ({ result: [] }) });
  renderDashboard(<PhoneStatuses phone={PHONE} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Post status' }));
  expect(await screen.findByText('The status text (body) is required')).toBeTruthy();
});

it('deletes the phone’s own status, and offers no delete for a contact’s', async () => {
  let mine = [status({ id: 's-2', poster: PHONE, body: 'Back at 5', viewed: true }), status()];
  const api = fakeApi({
    [`/sandbox/phones/${PHONE}/statuses`]: () => ({ result: mine }),
    [`DELETE /sandbox/phones/${PHONE}/statuses/s-2`]: () => {
      mine = mine.filter((s) => s.id !== 's-2');
      return { message: 'Status deleted' };
    },
    [`/sandbox/phones/${PHONE}/statuses/s-1/view`]: () => ({ message: 'Status viewed' }),
  });
  renderDashboard(<PhoneStatuses phone={PHONE} />);
  await userEvent.click(await screen.findByRole('button', { name: /^919800000731: Open on Sunday/ }));
  await screen.findByTestId('status-text');
  expect(screen.queryByRole('button', { name: 'Delete status' })).toBeNull();
  await userEvent.click(await screen.findByRole('button', { name: /^My status: Back at 5/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete status' }));
  await waitFor(() => expect(api.calls(`DELETE /sandbox/phones/${PHONE}/statuses/s-2`)).toBe(1));
  await waitFor(() => expect(screen.queryByRole('button', { name: /^My status: Back at 5/ })).toBeNull());
});
