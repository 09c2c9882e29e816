import { CreateInstanceRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';

const DepartmentSchema = CreateInstanceRequestSchema.pick({ name: true });

/** The department name prompt of Create New Token (required; the contract's length rule). */
export function CreateTokenForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    resolver: zodResolver(DepartmentSchema),
    defaultValues: { name: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name))} className="space-y-5">
      <TextField
        label="Department Name"
        autoComplete="off"
        required
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Create Token</Button>
      </div>
    </form>
  );
}
