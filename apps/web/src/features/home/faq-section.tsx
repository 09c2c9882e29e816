import { LifeBuoy, Mail } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { buttonClassName } from '../../components/button-styles';
import { Accordion } from '../../components/site/accordion';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';
import { SUPPORT_MAILTO } from '../../lib/support-email';
import { FAQ_ITEMS } from './faq-items';

/** Spec 2.3 FAQ: ten questions, then the ways to reach support. */
export function FaqSection() {
  return (
    <PageSection id="faq" labelledBy="faq-heading">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions">
            Can't find the answer you're looking for? Our support team is here around the clock.
          </SectionHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <a href={SUPPORT_MAILTO} className={buttonClassName({ variant: 'secondary' })}>
              <Mail aria-hidden="true" className="size-4" />
              Contact Support
            </a>
            <ButtonLink to="/dashboard/createTicket">
              <LifeBuoy aria-hidden="true" className="size-4" />
              Create Ticket
            </ButtonLink>
          </div>
        </div>
        <Accordion items={FAQ_ITEMS} />
      </div>
    </PageSection>
  );
}
