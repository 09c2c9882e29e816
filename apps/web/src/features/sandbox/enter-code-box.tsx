import { EnterPairingCodeRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { sandboxApi } from './api';
import { LinkResult } from './link-result';
import { useLinkPhone } from './use-link-phone';

const CodeFormSchema = EnterPairingCodeRequestSchema.pick({ code: true });

/** Link to a token the other way: the phone types the pairing code the token issued for its number. */
export function EnterCodeBox({ phone, initialCode }: { phone: string; initialCode: string }) {
  const enter = useLinkPhone((code: string) => sandboxApi.enterPairingCode({ code, phone }));
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { code: initialCode },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => enter.mutate(code))} className="space-y-3">
      <TextField
        label="Pairing code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH"
        className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-widest"
        hint="On the dashboard, choose Link with phone number instead on a token and enter this phone’s number."
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <LinkResult linked={enter.data} error={enter.error} />
      <Button type="submit" loading={enter.isPending}>
        Enter Code
      </Button>
    </form>
  );
}
