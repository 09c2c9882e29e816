// @vitest-environment jsdom
import {
  CONNECTION_PROBLEM_TEXTS,
  type InstanceEvent,
  type InstanceRow,
  WhatsAppMessages,
} from '@chatgate/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TokenScope } from '../../components/token-scope';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { tokenList, tokenRow } from '../../test-support/token-rows';
import TokensPage from './tokens-page';

/**
 * The live token events reach every view of the tokens, not only the table: a token picker (as
 * on the Webhooks, Queue and Sheets screens) is mounted beside the tokens page.
 */

afterEach(() => vi.unstubAllGlobals());

const FETCH_TOKENS = '/dash/wa/fetchInstance';
const EVENTS = '/dash/wa/events';

const linkedEvent = (row: InstanceRow, wid: string): InstanceEvent => ({
  insid: row.insid,
  session: 'connected',
  authenticated: 1,
  wid,
  qr: null,
  expiresAt: null,
  status: row.status,
  trial: row.trial,
});

const pickerOptions = () =>
  Array.from(
    screen.getByRole('combobox', { name: 'Token' }).querySelectorAll('option'),
    (o) => o.textContent,
  );
const rowText = (insid: string) => document.querySelector(`tr[data-insid="${insid}"]`)?.textContent ?? '';

it('a phone linked over the stream shows in the table and the picker; an unknown token reloads the list', async () => {
  const sales = tokenRow({ insid: 'sales', instanceName: 'Sales' });
  const api = fakeApi({ [FETCH_TOKENS]: () => tokenList([sales]) });
  renderDashboard(
    <>
      <TokensPage />
      <TokenScope perToken="Webhooks are set per token.">{(insid) => <p>Picked {insid}</p>}</TokenScope>
    </>,
  );
  await waitFor(() => expect(pickerOptions()).toEqual(['Sales']));
  await waitFor(() => expect(api.calls(EVENTS)).toBe(1));

  api.sendEvent('instance', linkedEvent(sales, '919876543210'));
  await waitFor(() => expect(pickerOptions()).toEqual(['Sales (+919876543210)']));
  expect(rowText('sales')).toContain('Connected');
  expect(rowText('sales')).not.toContain('Not Connected');
  expect(api.calls(FETCH_TOKENS)).toBe(1);

  // A token made in another tab: its event finds no row, so the list is loaded again.
  const support = tokenRow({ insid: 'support', instanceName: 'Support' });
  const linkedSales = {
    ...sales,
    session: 'connected' as const,
    authenticated: 1 as const,
    wid: '919876543210',
  };
  api.answer(FETCH_TOKENS, () => tokenList([linkedSales, support]));
  api.sendEvent('instance', linkedEvent(support, '919800000000'));
  await waitFor(() => expect(pickerOptions()).toEqual(['Sales (+919876543210)', 'Support']));
  expect(rowText('support')).toContain('Not Connected');
  expect(api.calls(FETCH_TOKENS)).toBe(2);
});

it('says in words why a token cannot connect, while the stream says so, and drops it once it links', async () => {
  const sales = tokenRow({ insid: 'sales', instanceName: 'Sales' });
  const api = fakeApi({ [FETCH_TOKENS]: () => tokenList([{ ...sales, problem: 'whatsapp-unreachable' }]) });
  renderDashboard(<TokensPage />);
  await waitFor(() => expect(rowText('sales')).toContain(WhatsAppMessages.unreachable));
  await waitFor(() => expect(api.calls(EVENTS)).toBe(1));

  api.sendEvent('instance', linkedEvent(sales, '919876543210'));
  await waitFor(() => expect(rowText('sales')).not.toContain(WhatsAppMessages.unreachable));
  api.sendEvent('instance', {
    ...linkedEvent(sales, ''),
    session: 'idle',
    authenticated: 0,
    wid: null,
    problem: 'banned',
  });
  await waitFor(() => expect(rowText('sales')).toContain(CONNECTION_PROBLEM_TEXTS.banned));
});
