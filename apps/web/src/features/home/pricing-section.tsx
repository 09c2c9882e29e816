import { TRIAL_DAYS } from '@chatgate/contracts';
import { DeveloperPricing } from '../../components/site/developer-pricing';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';

/** Spec 2.3 Pricing: the Developer plan, billed per phone number, annual or monthly. */
export function PricingSection() {
  return (
    <PageSection id="pricing" labelledBy="pricing-heading">
      <SectionHeading
        id="pricing-heading"
        eyebrow="Pricing"
        title="One simple price per phone number"
        centered
      >
        Every feature on every number. Try it free for {TRIAL_DAYS} days, then pick monthly or annual billing.
      </SectionHeading>
      <div className="mt-10">
        <DeveloperPricing />
      </div>
    </PageSection>
  );
}
