import { type Company, CompanyUpdateRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';

const CompanyFormSchema = CompanyUpdateRequestSchema.omit({ uuid: true });

interface CompanyFormProps {
  initial: Company | null;
  saving: boolean;
  failure: string | null;
  onSave: (company: Company) => void;
}

/** The organization record's fields, checked with the contract's rules before saving. */
export function CompanyForm({ initial, saving, failure, onSave }: CompanyFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: initial ?? {
      company_name: '',
      address: '',
      contact_number: '',
      company_email: '',
      company_website: '',
    },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Company Name"
        required
        autoComplete="organization"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <TextareaField
        label="Address"
        rows={3}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          error={errors.contact_number?.message}
          {...register('contact_number')}
        />
        <TextField
          label="Company Email"
          type="email"
          autoComplete="email"
          error={errors.company_email?.message}
          {...register('company_email')}
        />
      </div>
      <TextField
        label="Company Website"
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
        error={errors.company_website?.message}
        {...register('company_website')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/dashboard/profile" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Save Details
        </Button>
      </div>
    </form>
  );
}
