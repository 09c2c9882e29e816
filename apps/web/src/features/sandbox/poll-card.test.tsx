// @vitest-environment jsdom
import type { SandboxContent } from '@chatgate/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { PollCard } from './poll-card';

afterEach(() => vi.unstubAllGlobals());

type Poll = Extract<SandboxContent, { type: 'poll' }>;
const PHONE = '919800001111';
const VOTE = `/sandbox/phones/${PHONE}/vote`;
const poll = (extra: Partial<Poll> = {}): Poll => ({
  type: 'poll',
  name: 'Which day?',
  multipleAnswers: false,
  options: [
    { name: 'Monday', votes: 2 },
    { name: 'Tuesday', votes: 0 },
  ],
  myVote: [],
  canVote: true,
  ...extra,
});

function renderPoll(content: Poll) {
  const votes: unknown[] = [];
  fakeApi({
    [VOTE]: (body) => {
      votes.push(body);
      return { message: 'Vote sent' };
    },
  });
  renderDashboard(<PollCard poll={content} phone={PHONE} messageId="m-1" onDark={false} />);
  return votes;
}

it('votes with one click on a single-answer poll: radio buttons, the votes beside each option', async () => {
  const votes = renderPoll(poll());
  expect(screen.getByRole('group', { name: 'Which day?' })).toBeTruthy();
  expect(screen.getByText('Select one')).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Monday 2 votes' })).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'Tuesday 0 votes' }));
  await waitFor(() => expect(votes).toEqual([{ messageId: 'm-1', options: ['Tuesday'] }]));
});

it('adds and removes options of a multiple-answer poll with checkboxes, from the phone’s vote', async () => {
  const votes = renderPoll(poll({ multipleAnswers: true, myVote: ['Monday'] }));
  expect(screen.getByText('Select one or more')).toBeTruthy();
  const monday = screen.getByRole('checkbox', { name: 'Monday 2 votes' }) as HTMLInputElement;
  expect(monday.checked).toBe(true);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday 0 votes' }));
  await waitFor(() => expect(votes).toEqual([{ messageId: 'm-1', options: ['Monday', 'Tuesday'] }]));
});

it('shows a poll the phone cannot vote on (its own) without voting', async () => {
  const votes = renderPoll(poll({ canVote: false }));
  const monday = screen.getByRole('radio', { name: 'Monday 2 votes' }) as HTMLInputElement;
  expect(monday.matches(':disabled')).toBe(true);
  await userEvent.click(monday);
  expect(votes).toEqual([]);
});
