import type { PollContent } from './engine-events';

/**
 * A poll message's question and options, from what is stored with it: a sent poll's payload is
 * the poll itself, a received one keeps it under `poll`. Null when it holds no poll.
 */
export function pollContentOf(payload: Record<string, unknown> | null | undefined): PollContent | null {
  const poll = (payload?.kind === 'poll' ? payload : payload?.poll) as Partial<PollContent> | undefined;
  if (!poll || typeof poll.name !== 'string' || !Array.isArray(poll.options)) return null;
  return {
    name: poll.name,
    options: poll.options.map(String),
    multipleAnswers: poll.multipleAnswers === true,
  };
}
