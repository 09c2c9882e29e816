import { SheetConnectSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { errorMessage, isApiError } from '../../lib/api-error';
import { sheetsApi } from './api';
import { useOverviewMutation } from './use-sheets';

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** The spreadsheet's link or ID, checked with the contract's rule, then connected by the server. */
export function ConnectForm({ insid }: { insid: string }) {
  const connect = useOverviewMutation(insid, (sheet: string) => sheetsApi.connect(insid, sheet));
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SheetConnectSchema),
    defaultValues: { sheet: '' },
  });

  const submit = handleSubmit(async ({ sheet }) => {
    try {
      await connect.mutateAsync(sheet);
    } catch (error) {
      if (isClientError(error)) setError('sheet', { type: 'server', message: errorMessage(error, '') });
    }
  });

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Spreadsheet link or ID"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://docs.google.com/spreadsheets/d/…"
          hint="Copy it from the address bar of your spreadsheet."
          error={formState.errors.sheet?.message}
          className="min-w-0 flex-1"
          {...register('sheet')}
        />
        <Button type="submit" loading={formState.isSubmitting} className="sm:mt-7">
          <Link2 aria-hidden="true" className="size-4" />
          Connect
        </Button>
      </div>
      {connect.isError && !isClientError(connect.error) && (
        <Alert tone="error">{errorMessage(connect.error, 'The spreadsheet could not be connected.')}</Alert>
      )}
    </form>
  );
}
