import { InstanceMessages, type SendTestRequest, SendTestRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { instancesApi } from './api';

type SendTestForm = Omit<SendTestRequest, 'insid'>;
const SendTestFormSchema = SendTestRequestSchema.omit({ insid: true });

/** Mobile number (12 digits, country code, no + sign) and an optional message; shows the answer. */
export function SendTestFormView({ insid, onClose }: { insid: string; onClose: () => void }) {
  const send = useMutation({ mutationFn: (form: SendTestForm) => instancesApi.sendTest({ insid, ...form }) });
  const { register, handleSubmit, formState } = useForm<SendTestForm>({
    resolver: zodResolver(SendTestFormSchema),
    defaultValues: { number: '', message: undefined },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit((form) => send.mutate(form))} className="space-y-4">
      <TextField
        label="Mobile Number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="919876543210"
        hint={InstanceMessages.numberHint}
        error={errors.number?.message}
        required
        {...register('number')}
      />
      <TextareaField
        label="Message (optional)"
        placeholder={InstanceMessages.defaultTestMessage}
        error={errors.message?.message}
        {...register('message', { setValueAs: (value: string) => (value?.trim() ? value : undefined) })}
      />
      {send.isSuccess && (
        <Alert tone="success" title={send.data.message}>
          Message id: <span className="font-mono">{send.data.id}</span>
        </Alert>
      )}
      {send.isError && (
        <Alert tone="error">{errorMessage(send.error, 'The test message was not sent.')}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}
