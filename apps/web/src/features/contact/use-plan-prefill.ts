import { type ContactForm, workspacePlanNamed } from '@chatgate/contracts';
import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useSearchParams } from '../../lib/router';

/** The subject of a message about a workspace automation plan. */
export const planSubject = (plan: string) => `Workspace Automation: ${plan} plan`;

/**
 * /contactus?plan=starter (a plan's button on /gautomation): the subject names the plan and the
 * inquiry is Sales, both still editable. Set once the page runs: the prerendered page has no
 * query string.
 */
export function usePlanPrefill(setValue: UseFormSetValue<ContactForm>): void {
  const [params] = useSearchParams();
  const plan = workspacePlanNamed(params.get('plan'))?.name;
  useEffect(() => {
    if (!plan) return;
    setValue('subject', planSubject(plan));
    setValue('inquiryType', 'sales');
  }, [plan, setValue]);
}
