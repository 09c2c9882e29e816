import { InstancePairingCodeRequestSchema, PairingMessages } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-error';

interface PairingCodeFormProps {
  defaultPhone: string;
  pending: boolean;
  error: unknown;
  onSubmit: (phone: string) => void;
}

/** The number of the phone to link (country code, digits only); asks the server for its code. */
export function PairingCodeForm({ defaultPhone, pending, error, onSubmit }: PairingCodeFormProps) {
  const { register, handleSubmit, formState } = useForm<{ phone: string }>({
    resolver: zodResolver(InstancePairingCodeRequestSchema),
    defaultValues: { phone: defaultPhone },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ phone }) => onSubmit(phone))} className="max-w-sm space-y-3">
      <TextField
        label="Phone number"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="919876543210"
        hint={PairingMessages.phoneHint}
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {Boolean(error) && (
        <Alert tone="error">{errorMessage(error, 'The pairing code could not be requested.')}</Alert>
      )}
      <Button type="submit" size="sm" loading={pending}>
        Get pairing code
      </Button>
    </form>
  );
}
