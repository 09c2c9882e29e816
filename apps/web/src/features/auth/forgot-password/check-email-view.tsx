import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import type { PageMetaProps } from '../../../components/page-meta';
import { AuthCard, AuthIcon } from '../components/auth-card';

interface CheckEmailViewProps {
  /** The forgot-password page's title and description, kept while this view shows. */
  page: PageMetaProps;
  email: string;
  message: string;
  onSendAnother: () => void;
}

/** Shown once the reset link was sent (spec 2.4). */
export function CheckEmailView({ page, email, message, onSendAnother }: CheckEmailViewProps) {
  return (
    <AuthCard
      page={page}
      focusTitle
      icon={
        <AuthIcon>
          <MailCheck aria-hidden="true" className="size-7" />
        </AuthIcon>
      }
      title="Check Your Email"
      subtitle={
        <>
          {message}
          <span className="mt-3 block break-all rounded-lg bg-slate-50 px-3 py-2 font-medium text-slate-900">
            {email}
          </span>
        </>
      }
    >
      <p className="mb-6 text-center text-slate-500 text-sm">
        The email holds a link to the reset page and a 6-digit code. Didn't get it? Check your spam folder or
        send another one.
      </p>
      <div className="flex flex-col gap-3">
        <ButtonLink to="/auth" size="lg" fullWidth>
          Back to Login
        </ButtonLink>
        <Button variant="secondary" size="lg" fullWidth onClick={onSendAnother}>
          Send Another Email
        </Button>
      </div>
    </AuthCard>
  );
}
