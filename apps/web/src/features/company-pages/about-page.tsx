import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { FeatureCardGrid } from '../../components/site/feature-card-grid';
import { AUDIENCES, VALUES } from './about-content';
import { CompanyPageHeader, CompanyPageSection } from './company-page-header';
import { TextCardGrid } from './text-card-grid';

/** /about: what Chatgate is, who it is for and what we hold ourselves to. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta
        title="About | Chatgate"
        description="Chatgate turns a WhatsApp number into an HTTP API for developers and businesses. Who we are, what we build and the principles we work by."
      />
      <CompanyPageHeader eyebrow="About us" title="About Chatgate">
        <p>
          Chatgate turns a WhatsApp number into an HTTP API. Link your phone by scanning a QR code, then send
          text, media, locations and contacts, manage groups and channels, and receive every reply and
          delivery update on your own webhook.
        </p>
        <p>We are a small team based in India, and you pay per connected phone number: nothing more.</p>
      </CompanyPageHeader>

      <CompanyPageSection id="who-heading" title="Who it is for">
        <TextCardGrid items={AUDIENCES} columns="sm:grid-cols-3" />
      </CompanyPageSection>

      <CompanyPageSection id="values-heading" title="What we hold ourselves to">
        <FeatureCardGrid items={VALUES} columns="md:grid-cols-3" />
      </CompanyPageSection>

      <div className="mt-14 flex flex-col gap-3 sm:mt-16 sm:flex-row">
        <ButtonLink to="/auth/signup" size="lg">
          Start Free Trial
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to="/contactus" size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </div>
  );
}
