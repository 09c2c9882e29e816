import {
  NewsletterFormSchema,
  type NewsletterForm as NewsletterFormValues,
  NewsletterMessages,
  type NewsletterSource,
} from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { inputClassName, inputStateClassName } from '../../components/text-field';
import { errorMessage } from '../../lib/api-error';
import { obtainCaptcha } from '../../lib/captcha';
import { cn } from '../../lib/cn';
import { newsletterApi } from './api';

type Answer = { tone: 'success' | 'error'; message: string } | null;

/**
 * The newsletter box (footer, blog page): double opt-in, so the answer is always "check your
 * inbox"; the spam check is an invisible proof of work solved on submit.
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const id = useId();
  const inputId = `${id}-email`;
  const answerId = `${id}-answer`;
  const [answer, setAnswer] = useState<Answer>(null);
  const { register, handleSubmit, formState, reset } = useForm<NewsletterFormValues>({
    resolver: zodResolver(NewsletterFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const fieldError = formState.errors.email?.message;
  const shown: Answer = fieldError ? { tone: 'error', message: fieldError } : answer;

  const onSubmit = async ({ email }: NewsletterFormValues) => {
    setAnswer(null);
    try {
      const captcha = await obtainCaptcha();
      const { message } = await newsletterApi.subscribe({ email, source, captcha });
      setAnswer({ tone: 'success', message });
      reset({ email: '' });
    } catch (error) {
      setAnswer({ tone: 'error', message: errorMessage(error, NewsletterMessages.failed) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Newsletter subscription">
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
          {...register('email', { onChange: () => setAnswer(null) })}
        />
        <Button type="submit" loading={formState.isSubmitting} className="shrink-0">
          Subscribe Now
        </Button>
      </div>
      <p
        id={answerId}
        aria-live="polite"
        className={cn(
          'mt-2 min-h-5 text-sm',
          shown?.tone === 'error'
            ? 'text-red-600 dark:text-red-400'
            : 'text-emerald-700 dark:text-emerald-300',
        )}
      >
        {shown?.message}
      </p>
    </form>
  );
}
