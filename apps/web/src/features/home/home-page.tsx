import { PageMeta } from '../../components/page-meta';
import { BestPractices } from './best-practices';
import { FaqSection } from './faq-section';
import { FeatureGrid } from './feature-grid';
import { GettingStarted } from './getting-started';
import { HeroSection } from './hero-section';
import { IntegrationSection } from './integration-section';
import { PricingSection } from './pricing-section';

/** Home (spec 2.3): hero, features, integration, getting started, pricing, FAQ and best practices. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Chatgate | WhatsApp API for developers"
        description="Send and receive WhatsApp messages from your own code. Unlimited messages, real-time webhooks, groups and channels. Start a 7-day free trial, no credit card required."
      />
      <HeroSection />
      <FeatureGrid />
      <IntegrationSection />
      <GettingStarted />
      <PricingSection />
      <FaqSection />
      <BestPractices />
    </>
  );
}
