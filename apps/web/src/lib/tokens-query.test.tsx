// @vitest-environment jsdom
import type { FetchInstanceResponse } from '@chatgate/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/fake-api';
import { renderDashboard, TEST_USER } from '../test-support/render-dashboard';
import { tokenList, tokenRow } from '../test-support/token-rows';
import { invalidateTokens, onTokensFetched, tokensQueryKey, tokensQueryOptions } from './tokens-query';
import { useUserTokens } from './use-user-tokens';

afterEach(() => vi.unstubAllGlobals());

const FETCH_TOKENS = '/dash/wa/fetchInstance';
const linkedOnly = (response: FetchInstanceResponse) => response.result.filter((row) => row.authenticated);

/** A picker of every token and one of the linked ones only, as two screens would show them. */
function TwoPickers() {
  const all = useUserTokens();
  const linked = useUserTokens(linkedOnly);
  return (
    <>
      <p data-testid="all">{all.tokens.map((row) => row.insid).join(',')}</p>
      <p data-testid="linked">{linked.tokens.map((row) => row.insid).join(',')}</p>
    </>
  );
}

const shown = (testId: string) => screen.getByTestId(testId).textContent;

describe('the shared token list', () => {
  it('is fetched once for every view, and invalidateTokens refreshes them all with one call', async () => {
    const api = fakeApi({ [FETCH_TOKENS]: () => tokenList([tokenRow({ insid: 'a' })]) });
    const { queryClient } = renderDashboard(<TwoPickers />);
    await waitFor(() => expect(shown('all')).toBe('a'));
    expect(shown('linked')).toBe('');
    expect(api.calls(FETCH_TOKENS)).toBe(1);

    api.answer(FETCH_TOKENS, () =>
      tokenList([tokenRow({ insid: 'a' }), tokenRow({ insid: 'b', authenticated: 1, wid: '91' })]),
    );
    await act(() => invalidateTokens(queryClient));
    await waitFor(() => expect(shown('all')).toBe('a,b'));
    expect(shown('linked')).toBe('b');
    expect(api.calls(FETCH_TOKENS)).toBe(2);
  });

  it('tells about each answer the server sends, not about edits written into the cache', async () => {
    const api = fakeApi({ [FETCH_TOKENS]: () => tokenList([tokenRow({ insid: 'a' })]) });
    const { queryClient } = renderDashboard(<TwoPickers />);
    const heard: string[] = [];
    const stop = onTokensFetched(queryClient, TEST_USER.uuid, (response) =>
      heard.push(response.result.map((row) => row.insid).join(',')),
    );
    await waitFor(() => expect(heard).toEqual(['a']));

    act(() => {
      queryClient.setQueryData(tokensQueryKey(TEST_USER.uuid), tokenList([tokenRow({ insid: 'edited' })]));
    });
    await waitFor(() => expect(shown('all')).toBe('edited'));
    await act(() => invalidateTokens(queryClient));
    expect(heard).toEqual(['a', 'a']);
    // Another user's list, or any other query, is not this list.
    await act(() => queryClient.fetchQuery({ ...tokensQueryOptions('someone-else'), staleTime: 0 }));
    expect(heard).toEqual(['a', 'a']);

    stop();
    await act(() => invalidateTokens(queryClient));
    expect(heard).toEqual(['a', 'a']);
    expect(api.calls(FETCH_TOKENS)).toBe(4);
  });
});
