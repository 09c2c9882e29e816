import type { SandboxMessage } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';

const iconButton =
  'rounded-full p-1.5 text-slate-500 opacity-60 transition hover:bg-white hover:text-slate-900 hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

interface Props {
  phone: string;
  message: SandboxMessage;
}

/**
 * Edit and Delete for a message the phone typed to a contact, so the contact's token receives
 * message.edited and message.revoked. The server answers which of the phone's messages allow it.
 */
export function OwnMessageActions({ phone, message }: Props) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(message.body);
  const done = () => queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
  const edit = useMutation({
    mutationFn: () => sandboxApi.edit(phone, message.id, text),
    onSuccess: () => {
      setEditing(false);
      return done();
    },
  });
  const revoke = useMutation({ mutationFn: () => sandboxApi.revoke(phone, message.id), onSuccess: done });
  const failed = edit.error ?? revoke.error;

  if (editing)
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate();
        }}
      >
        <label className="sr-only" htmlFor={`edit-${message.id}`}>
          New text
        </label>
        <input
          id={`edit-${message.id}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-40 rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="submit" className="rounded-md bg-emerald-700 px-2 py-1 text-white text-xs">
          Save
        </button>
        <button type="button" onClick={() => setEditing(false)} className="px-1 text-xs">
          Cancel
        </button>
        {failed && (
          <span role="alert" className="text-red-700 text-xs">
            {errorMessage(failed, 'Could not change the message. Please try again.')}
          </span>
        )}
      </form>
    );
  return (
    <span className="flex items-center">
      {message.content === null && (
        <button type="button" onClick={() => setEditing(true)} title="Edit" className={iconButton}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only">Edit {message.body.slice(0, 40)}</span>
        </button>
      )}
      <button
        type="button"
        onClick={() => revoke.mutate()}
        title="Delete for everyone"
        className={iconButton}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Delete {message.body.slice(0, 40)} for everyone</span>
      </button>
      {failed && (
        <span role="alert" className="text-red-700 text-xs">
          {errorMessage(failed, 'Could not change the message. Please try again.')}
        </span>
      )}
    </span>
  );
}
