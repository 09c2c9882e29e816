import { InstanceMessages, ScanRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, phonesKey, sandboxApi } from './api';

const PhoneFormSchema = ScanRequestSchema.pick({ phone: true });

/** Opens (or creates) a virtual phone by number. */
export function OpenPhoneForm({ onOpened }: { onOpened: (phone: string) => void }) {
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: (phone: string) => sandboxApi.open(phone),
    onSuccess: (phone) => {
      queryClient.setQueryData(phoneKey(phone.phone), phone);
      void queryClient.invalidateQueries({ queryKey: phonesKey, exact: true });
      onOpened(phone.phone);
    },
  });
  const { register, handleSubmit, formState } = useForm<{ phone: string }>({
    resolver: zodResolver(PhoneFormSchema),
    defaultValues: { phone: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ phone }) => open.mutate(phone))} className="space-y-3">
      <TextField
        label="Phone Number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="919800000001"
        hint={InstanceMessages.numberHint}
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {open.isError && (
        <Alert tone="error">{errorMessage(open.error, 'The phone could not be opened.')}</Alert>
      )}
      <Button type="submit" fullWidth loading={open.isPending}>
        Open Phone
      </Button>
    </form>
  );
}
