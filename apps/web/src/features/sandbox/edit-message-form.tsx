import { SandboxEditRequestSchema, type SandboxMessage } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';

/** The line under a message for its form or its error: the whole width of the chat, under the bubble. */
export const underBubble = 'order-last basis-full';
export const CHANGE_FAILED = 'Could not change the message. Please try again.';

interface Props {
  phone: string;
  message: SandboxMessage;
  onClose: () => void;
}

/**
 * The new text of a message the phone typed, under its bubble. Saving the same text changes
 * nothing and just closes; Escape cancels.
 */
export function EditMessageForm({ phone, message, onClose }: Props) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(message.body);
  const [invalid, setInvalid] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const edit = useMutation({
    mutationFn: (body: string) => sandboxApi.edit(phone, message.id, body),
    onSuccess: () => {
      onClose();
      return queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
    },
  });
  const problem = invalid ?? (edit.isError ? errorMessage(edit.error, CHANGE_FAILED) : null);
  const inputId = `edit-${message.id}`;

  return (
    <form
      noValidate
      className={`${underBubble} flex flex-wrap items-center justify-end gap-1`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SandboxEditRequestSchema.safeParse({ body: text });
        if (!parsed.success) setInvalid(parsed.error.issues[0]?.message ?? CHANGE_FAILED);
        else if (parsed.data.body === message.body) onClose();
        else edit.mutate(parsed.data.body);
      }}
    >
      <label className="sr-only" htmlFor={inputId}>
        New text
      </label>
      <input
        ref={input}
        id={inputId}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 text-sm aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <button
        type="submit"
        disabled={edit.isPending}
        className="rounded-md bg-emerald-700 px-2 py-1 text-white text-xs disabled:opacity-60"
      >
        Save
      </button>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md px-2 py-1 text-slate-700 text-xs hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800"
      >
        Cancel
      </button>
      {problem && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="basis-full text-right text-red-700 text-xs dark:text-red-400"
        >
          {problem}
        </p>
      )}
    </form>
  );
}
