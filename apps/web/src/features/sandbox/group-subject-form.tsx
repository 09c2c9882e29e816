import { SandboxGroupSubjectRequestSchema } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';
import { InlineTextFields } from './inline-text-fields';

export const SUBJECT_FAILED = 'Could not change the subject. Please try again.';

interface Props {
  phone: string;
  groupId: string;
  subject: string;
}

/**
 * In a group the phone administers: Change subject opens a field with the current one; saving
 * changes it for every member (their tokens get group.updated with this phone as the actor).
 */
export function GroupSubjectForm({ phone, groupId, subject }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(subject);
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (next: string) => sandboxApi.groupSubject(phone, groupId, next),
    onSuccess: () => {
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
    },
  });
  const problem = invalid ?? (change.isError ? errorMessage(change.error, SUBJECT_FAILED) : null);
  const inputId = `subject-${groupId}`;

  if (!open)
    return (
      <button
        type="button"
        onClick={() => {
          setText(subject);
          setOpen(true);
        }}
        className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-slate-700 text-xs hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Pencil aria-hidden="true" className="size-3.5" />
        Change subject
      </button>
    );

  return (
    <form
      noValidate
      className="ml-auto flex flex-wrap items-center justify-end gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SandboxGroupSubjectRequestSchema.safeParse({ subject: text });
        if (!parsed.success) setInvalid(parsed.error.issues[0]?.message ?? SUBJECT_FAILED);
        else if (parsed.data.subject === subject) setOpen(false);
        else change.mutate(parsed.data.subject);
      }}
    >
      <InlineTextFields
        inputId={inputId}
        label="New subject"
        value={text}
        onChange={(next) => {
          setText(next);
          setInvalid(null);
        }}
        onCancel={() => setOpen(false)}
        problem={problem}
        pending={change.isPending}
        autoFocus
        inputClassName="w-44"
        cancelClassName="hover:bg-slate-100"
      />
    </form>
  );
}
