import { SandboxEditRequestSchema, type SandboxMessage } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';
import { InlineTextFields } from './inline-text-fields';

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
      <InlineTextFields
        inputId={inputId}
        label="New text"
        value={text}
        onChange={(next) => {
          setText(next);
          setInvalid(null);
        }}
        onCancel={onClose}
        problem={problem}
        pending={edit.isPending}
        inputRef={input}
        inputClassName="flex-1"
        cancelClassName="hover:bg-white"
      />
    </form>
  );
}
