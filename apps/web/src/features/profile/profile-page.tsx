import { AtSign, Building2, Globe, Mail, MapPin, Pencil, Phone, User } from 'lucide-react';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { DetailList } from '../../components/detail-list';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session-context';
import { useCompany } from './api';
import { readStoredProfile } from './stored-profile';

function OrganizationDetails({ company }: { company: ReturnType<typeof useCompany> }) {
  if (company.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
        <Spinner size="sm" /> Loading...
      </p>
    );
  }
  if (company.isError)
    return <Alert tone="error">{errorMessage(company.error, 'Could not load the details.')}</Alert>;
  if (!company.data) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-slate-600 text-sm dark:text-slate-400">
          No organization details yet. Add them so invoices and support know who you are.
        </p>
        <ButtonLink to="/dashboard/companydetails">Update Company Details</ButtonLink>
      </div>
    );
  }
  const { company_name, address, contact_number, company_email, company_website } = company.data;
  return (
    <DetailList
      items={[
        { label: 'Company Name', value: company_name, icon: Building2 },
        { label: 'Location', value: address, icon: MapPin },
        { label: 'Contact Number', value: contact_number, icon: Phone },
        { label: 'Email', value: company_email, icon: Mail },
        { label: 'Website', value: company_website, icon: Globe },
      ]}
    />
  );
}

/** Profile (spec 2.9): personal details from local storage and the organization record. */
export default function ProfilePage() {
  const { user } = useSession();
  const stored = readStoredProfile();
  const company = useCompany(user?.id ?? '');

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Profile</h1>
      <Card title="Personal Details">
        <DetailList
          items={[
            { label: 'Name', value: stored.name, icon: User },
            { label: 'User Name', value: stored.username, icon: AtSign },
            { label: 'Mobile', value: stored.mobile, icon: Phone },
            { label: 'Email', value: stored.email, icon: Mail },
          ]}
        />
      </Card>
      <Card
        title="Organization Details"
        action={
          company.data && (
            <ButtonLink
              to="/dashboard/companydetails"
              variant="secondary"
              size="sm"
              aria-label="Edit organization details"
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </ButtonLink>
          )
        }
      >
        <OrganizationDetails company={company} />
      </Card>
    </div>
  );
}
