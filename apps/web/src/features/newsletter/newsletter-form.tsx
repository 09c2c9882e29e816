import { NewsletterMessages, type NewsletterSource } from '@chatgate/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { inputClassName, inputStateClassName } from '../../components/text-field';
import { cn } from '../../lib/cn';

type Answer = { tone: 'success' | 'error'; message: string; field?: boolean } | null;

/**
 * The newsletter box (footer, blog page): double opt-in, so the answer is always "check your
 * inbox"; the spam check is an invisible proof of work solved on submit.
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const id = useId();
  const inputId = `${id}-email`;
  const answerId = `${id}-answer`;
  const [answer, setAnswer] = useState<Answer>(null);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const fieldError = answer?.field ? answer.message : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAnswer(null);
    setSending(true);
    try {
      const { subscribe } = await import('./subscribe');
      const outcome = await subscribe(email, source);
      setAnswer({
        tone: outcome.ok ? 'success' : 'error',
        message: outcome.message,
        field: !outcome.ok && outcome.field,
      });
      if (outcome.ok) setEmail('');
    } catch {
      setAnswer({ tone: 'error', message: NewsletterMessages.failed });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter subscription">
      <label htmlFor={inputId} className="sr-only">
        Email address for the newsletter
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="Enter your email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={answerId}
          className={cn(inputClassName, inputStateClassName(fieldError), 'sm:flex-1')}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setAnswer(null);
          }}
        />
        <Button type="submit" loading={sending} className="shrink-0">
          Subscribe Now
        </Button>
      </div>
      <p
        id={answerId}
        aria-live="polite"
        className={cn(
          'mt-2 min-h-5 text-sm',
          answer?.tone === 'error'
            ? 'text-red-600 dark:text-red-400'
            : 'text-emerald-700 dark:text-emerald-300',
        )}
      >
        {answer?.message}
      </p>
    </form>
  );
}
