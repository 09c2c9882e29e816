import { SandboxPollRequestSchema } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Smile } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';

interface ExtrasProps {
  phone: string;
  /** The contact's number. */
  to: string;
}

/** What the phone sends a contact besides text: its sample sticker, or a poll it writes. */
export function PhoneExtras({ phone, to }: ExtrasProps) {
  const queryClient = useQueryClient();
  const [writingPoll, setWritingPoll] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
  const sticker = useMutation({ mutationFn: () => sandboxApi.sendSticker(phone, to), onSuccess: refresh });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={sticker.isPending} onClick={() => sticker.mutate()}>
          <Smile aria-hidden="true" className="size-4" />
          Send a sticker
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={writingPoll}
          onClick={() => setWritingPoll((open) => !open)}
        >
          <BarChart3 aria-hidden="true" className="size-4" />
          Create a poll
        </Button>
      </div>
      {sticker.isError && (
        <Alert tone="error">{errorMessage(sticker.error, 'The sticker was not sent.')}</Alert>
      )}
      {writingPoll && <PollForm phone={phone} to={to} onSent={() => setWritingPoll(false)} />}
    </div>
  );
}

/** The phone writes a poll: a question, its options one a line, one answer or several. */
function PollForm({ phone, to, onSent }: ExtrasProps & { onSent(): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [optionLines, setOptionLines] = useState('');
  const [multipleAnswers, setMultipleAnswers] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; options?: string }>({});
  const send = useMutation({
    mutationFn: (body: Parameters<typeof sandboxApi.sendPoll>[1]) => sandboxApi.sendPoll(phone, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
      onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = optionLines.split('\n').filter((line) => line.trim() !== '');
    const poll = SandboxPollRequestSchema.safeParse({ to, name, options, multipleAnswers });
    if (!poll.success) {
      const first = (field: string) => poll.error.issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({ name: first('name'), options: first('options') });
    }
    setErrors({});
    send.mutate(poll.data);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <TextField
        label="Question"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextareaField
        label="Options, one a line"
        rows={3}
        value={optionLines}
        onChange={(e) => setOptionLines(e.target.value)}
        error={errors.options}
      />
      <CheckboxField
        label="Allow several answers"
        checked={multipleAnswers}
        onCheckedChange={setMultipleAnswers}
      />
      {send.isError && <Alert tone="error">{errorMessage(send.error, 'The poll was not sent.')}</Alert>}
      <Button type="submit" size="sm" loading={send.isPending}>
        Send poll
      </Button>
    </form>
  );
}
