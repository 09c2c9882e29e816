import {
  CONTACT_MESSAGE_ROWS,
  type ContactForm as ContactFormValues,
  DEFAULT_INQUIRY_TYPE,
  INQUIRY_TYPES,
} from '@chatgate/contracts';
import { Send } from 'lucide-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { useContactSubmit } from './use-contact-submit';
import { usePlanPrefill } from './use-plan-prefill';

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  inquiryType: DEFAULT_INQUIRY_TYPE,
};

/** The field rules, fetched with the rest of the sending code on the first submit. */
const lazyResolver: Resolver<ContactFormValues> = async (values, context, options) => {
  const { contactResolver } = await import('./contact-checks');
  return contactResolver(values, context, options);
};

const INQUIRY_OPTIONS = INQUIRY_TYPES.map(({ value, label }) => ({ value, label }));

/** Spec 2.6 contact form: stored, mailed to the team, acknowledged to the sender; ?plan= prefills it. */
export function ContactForm() {
  const { submit, phase, outcome, clearOutcome } = useContactSubmit();
  const { register, handleSubmit, formState, control, reset, clearErrors, setValue } =
    useForm<ContactFormValues>({
      resolver: lazyResolver,
      reValidateMode: 'onSubmit',
      defaultValues: EMPTY,
    });
  usePlanPrefill(setValue);
  const { errors } = formState;
  const busy = phase !== 'idle';
  const field = (name: keyof ContactFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (outcome?.tone === 'error') clearOutcome();
      },
    });

  const onSubmit = async (values: ContactFormValues) => {
    if (await submit(values)) reset(EMPTY);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...field('name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...field('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          error={errors.company?.message}
          {...field('company')}
        />
        <Controller
          control={control}
          name="inquiryType"
          render={({ field: select }) => (
            <SelectField
              label="Inquiry Type"
              name={select.name}
              value={select.value}
              options={INQUIRY_OPTIONS}
              onChange={(value) => select.onChange(value)}
              onBlur={select.onBlur}
            />
          )}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...field('subject')} />
      <TextareaField
        label="Message"
        rows={CONTACT_MESSAGE_ROWS}
        error={errors.message?.message}
        {...field('message')}
      />
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone} title={outcome.tone === 'success' ? 'Message sent' : 'Message not sent'}>
            {outcome.message}
          </Alert>
        )}
      </div>
      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
        {!busy && <Send aria-hidden="true" className="size-4" />}
        {phase === 'verifying' ? 'Checking...' : phase === 'sending' ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
