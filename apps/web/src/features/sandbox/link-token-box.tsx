import { ScanRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { sandboxApi } from './api';
import { LinkResult } from './link-result';
import { useLinkPhone } from './use-link-phone';

const QrFormSchema = ScanRequestSchema.pick({ qr: true });

/** Link to a token: the phone "scans" a pasted QR payload. */
export function LinkTokenBox({ phone, initialQr }: { phone: string; initialQr: string }) {
  const scan = useLinkPhone((qr: string) => sandboxApi.scan({ qr, phone }));
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
      <LinkResult linked={scan.data} error={scan.error} />
      <Button type="submit" loading={scan.isPending}>
        Link
      </Button>
    </form>
  );
}
