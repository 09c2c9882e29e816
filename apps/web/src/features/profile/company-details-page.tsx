import type { Company } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { useDialog } from '../../components/dialog-context';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { companyApi, companyKey, useCompany } from './api';
import { CompanyForm } from './company-form';

/** Create or edit the organization record, then back to the profile (spec 2.9). */
export default function CompanyDetailsPage() {
  const { user } = useSession();
  const uuid = user?.id ?? '';
  const company = useCompany(uuid);
  const queryClient = useQueryClient();
  const { alert } = useDialog();
  const navigate = useNavigate();

  const save = useMutation({
    mutationFn: (details: Company) => companyApi.update({ uuid, ...details }),
    onSuccess: async (response) => {
      queryClient.setQueryData(companyKey(uuid), response.result[0] ?? null);
      await alert({ icon: 'success', title: response.message, text: 'Your organization details are saved.' });
      navigate('/dashboard/profile');
    },
  });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Company Details</h1>
      <Card title="Organization Details" description="Shown on your profile and used on invoices.">
        {company.isPending ? (
          <p className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
            <Spinner size="sm" /> Loading...
          </p>
        ) : company.isError ? (
          <Alert tone="error">{errorMessage(company.error, 'Could not load the details.')}</Alert>
        ) : (
          <CompanyForm
            initial={company.data}
            saving={save.isPending}
            failure={save.isError ? errorMessage(save.error, 'The details were not saved.') : null}
            onSave={(details) => save.mutate(details)}
          />
        )}
      </Card>
    </div>
  );
}
