import { NewsletterMessages } from '@chatgate/contracts';
import { newsletterApi } from './api';
import { NewsletterLinkPage } from './newsletter-link-page';

/** /newsletter/confirm?token=…: step 2 of the double opt-in. */
export function NewsletterConfirmPage() {
  return (
    <NewsletterLinkPage
      title="Confirm Subscription"
      description="Confirm your subscription to the Chatgate newsletter."
      heading="Newsletter Subscription"
      workingText={NewsletterMessages.confirming}
      failedFallback={NewsletterMessages.invalidConfirmLink}
      act={newsletterApi.confirm}
    />
  );
}
