import { NewsletterMessages } from '@chatgate/contracts';
import { newsletterApi } from './api';
import { NewsletterLinkPage } from './newsletter-link-page';

/** /newsletter/unsubscribe?token=…: the link at the bottom of newsletter mails. */
export function NewsletterUnsubscribePage() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      description="Unsubscribe from the Chatgate newsletter."
      heading="Newsletter Unsubscribe"
      workingText={NewsletterMessages.unsubscribing}
      failedFallback={NewsletterMessages.invalidUnsubscribeLink}
      act={newsletterApi.unsubscribe}
    />
  );
}
