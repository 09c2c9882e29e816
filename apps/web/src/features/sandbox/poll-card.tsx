import type { SandboxContent } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/alert';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { phoneKey, sandboxApi } from './api';

type Poll = Extract<SandboxContent, { type: 'poll' }>;

interface PollCardProps {
  poll: Poll;
  phone: string;
  messageId: string;
  onDark: boolean;
}

/**
 * A poll as a phone shows it: the question, each option with its votes and a bar. On a poll the
 * phone received, a click votes: a radio button for a single answer (choosing another moves the
 * vote), checkboxes for multiple answers (each click adds or removes that option).
 */
export function PollCard({ poll, phone, messageId, onDark }: PollCardProps) {
  const queryClient = useQueryClient();
  const name = useId();
  const vote = useMutation({
    mutationFn: (options: string[]) => sandboxApi.vote(phone, messageId, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKey(phone) }),
  });
  const chosen = vote.isPending && vote.variables ? vote.variables : poll.myVote;
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const toggle = (option: string) => {
    if (!poll.multipleAnswers) return vote.mutate([option]);
    vote.mutate(chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option]);
  };

  return (
    <fieldset className="w-64 max-w-full space-y-2" disabled={!poll.canVote || vote.isPending}>
      <legend className="flex items-center gap-1.5 font-medium">
        <BarChart3 aria-hidden="true" className="size-4 shrink-0" />
        {poll.name}
      </legend>
      <p className={cn('text-xs', onDark ? 'text-emerald-50' : 'text-slate-500 dark:text-slate-400')}>
        {poll.multipleAnswers ? 'Select one or more' : 'Select one'}
      </p>
      <ul className="space-y-2">
        {poll.options.map((option) => (
          <li key={option.name}>
            <label className="flex cursor-pointer items-center gap-2">
              <input
                type={poll.multipleAnswers ? 'checkbox' : 'radio'}
                name={name}
                checked={chosen.includes(option.name)}
                onChange={() => toggle(option.name)}
                className="size-4 accent-emerald-600"
              />
              <span className="min-w-0 flex-1 break-words">{option.name}</span>{' '}
              <span className="text-xs tabular-nums">
                {option.votes} <span className="sr-only">{option.votes === 1 ? 'vote' : 'votes'}</span>
              </span>
            </label>
            <div
              aria-hidden="true"
              className={cn(
                'mt-1 h-1.5 rounded-full',
                onDark ? 'bg-emerald-800' : 'bg-slate-200 dark:bg-slate-700',
              )}
            >
              <div
                className={cn('h-full rounded-full', onDark ? 'bg-white' : 'bg-emerald-600')}
                style={{ width: `${total ? (option.votes / total) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      {vote.isError && <Alert tone="error">{errorMessage(vote.error, 'The vote was not sent.')}</Alert>}
    </fieldset>
  );
}
