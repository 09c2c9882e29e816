import { ScanRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { phonesKey, sandboxApi } from './api';

const QrFormSchema = ScanRequestSchema.pick({ qr: true });

/** Link to a token: the phone "scans" a pasted QR payload. */
export function LinkTokenBox({ phone, initialQr }: { phone: string; initialQr: string }) {
  const queryClient = useQueryClient();
  const scan = useMutation({
    mutationFn: (qr: string) => sandboxApi.scan({ qr, phone }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: phonesKey }),
  });
  const { register, handleSubmit, formState } = useForm<{ qr: string }>({
    resolver: zodResolver(QrFormSchema),
    defaultValues: { qr: initialQr },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ qr }) => scan.mutate(qr))} className="space-y-3">
      <TextareaField
        label="QR code payload"
        rows={2}
        spellCheck={false}
        className="[&_textarea]:font-mono"
        hint="On the dashboard, click Get QR Code on a token, then copy the payload shown under the QR code."
        error={formState.errors.qr?.message}
        {...register('qr')}
      />
      {scan.isSuccess && (
        <Alert tone="success" title={scan.data.message}>
          This phone ({scan.data.wid}) is now linked to token{' '}
          <span className="font-mono">{scan.data.insid}</span>.
        </Alert>
      )}
      {scan.isError && (
        <Alert tone="error">{errorMessage(scan.error, 'The phone could not be linked.')}</Alert>
      )}
      <Button type="submit" loading={scan.isPending}>
        Link
      </Button>
    </form>
  );
}
