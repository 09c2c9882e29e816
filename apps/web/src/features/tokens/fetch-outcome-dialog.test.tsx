// @vitest-environment jsdom
import { InstanceMessages } from '@chatgate/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { invalidateTokens, tokensQueryKey } from '../../lib/tokens-query';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard, TEST_USER } from '../../test-support/render-dashboard';
import { tokenList, tokenRow } from '../../test-support/token-rows';
import TokensPage from './tokens-page';

/** The dialogs of the token list's answers (spec 8), each answer from the server once. */

afterEach(() => vi.unstubAllGlobals());

const FETCH_TOKENS = '/dash/wa/fetchInstance';
const trial = tokenRow({ insid: 'trial', trial: 1, status: '' });

it('welcomes a new account once, not again for edits of the cached list or later answers', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [FETCH_TOKENS]: () => ({ message: InstanceMessages.created, result: [trial] }) });
  const { queryClient } = renderDashboard(<TokensPage />);

  const welcome = await screen.findByRole('alertdialog', { name: 'Welcome to Chatgate!' });
  await user.click(within(welcome).getByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

  // A live event edits the cached answer, which still says "Instance Created".
  act(() => {
    queryClient.setQueryData(tokensQueryKey(TEST_USER.uuid), (data) =>
      data ? { ...data, result: [{ ...trial, session: 'qr' as const }] } : data,
    );
  });
  api.answer(FETCH_TOKENS, () => tokenList([trial]));
  await act(() => invalidateTokens(queryClient));
  expect(api.calls(FETCH_TOKENS)).toBe(2);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('offers a ticket when the answer is anything but Instance Found', async () => {
  fakeApi({ [FETCH_TOKENS]: () => ({ message: 'Account on hold', result: [] }) });
  renderDashboard(<TokensPage />);
  const help = await screen.findByRole('alertdialog', { name: 'Account on hold' });
  expect(within(help).getByRole('button', { name: 'Raise a Ticket' })).toBeTruthy();
});
