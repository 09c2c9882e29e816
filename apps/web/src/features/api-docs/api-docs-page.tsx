import { BookOpen } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { buttonClassName } from '../../components/button-styles';
import { API_BASE } from '../../lib/api-base';
import { AuthenticationSection } from './authentication-section';
import { BestPracticesSection } from './best-practices-section';
import { DocsToc } from './docs-toc';
import { EndpointSection } from './endpoint-section';
import { ErrorsSection } from './errors-section';
import { OverviewSection } from './overview-section';
import { ReferenceLink } from './reference-link';
import { SampleLanguageProvider } from './sample-language-provider';
import { SdkSection } from './sdk/sdk-section';
import { DOC_SECTIONS, ENDPOINT_SECTIONS } from './sections';
import { WebhookDelivery } from './webhook-delivery';

/**
 * API documentation (spec 2.11, DESIGN 4): the customer messaging API, with samples in eight
 * languages and the TypeScript SDK beside raw HTTP.
 */
export default function ApiDocsPage() {
  const baseUrl = `${window.location.origin}${API_BASE}`;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <header className="flex flex-col gap-4 border-slate-200 border-b pb-6 sm:flex-row sm:items-end sm:justify-between dark:border-slate-800">
        <div>
          <p className="flex items-center gap-2 font-semibold text-emerald-700 text-sm dark:text-emerald-400">
            <BookOpen aria-hidden="true" className="size-4" /> Developers
          </p>
          <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
            API Documentation
          </h1>
          <p className="mt-1 max-w-2xl text-slate-600 text-sm leading-6 dark:text-slate-400">
            Send messages, check numbers and receive events from your own code.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink to="/dashboard/apiDocs/green-api" variant="ghost" size="sm">
            Coming from Green-API?
          </ButtonLink>
          <ReferenceLink className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Open the interactive API reference
          </ReferenceLink>
        </div>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_13rem]">
        <div className="lg:order-last">
          <DocsToc sections={DOC_SECTIONS} />
        </div>
        <SampleLanguageProvider>
          <div className="min-w-0 space-y-14">
            <OverviewSection baseUrl={baseUrl} />
            <AuthenticationSection />
            <SdkSection baseUrl={baseUrl} />
            {ENDPOINT_SECTIONS.map((section) => (
              <EndpointSection key={section.id} {...section} baseUrl={baseUrl}>
                {section.id === 'webhooks' && <WebhookDelivery />}
              </EndpointSection>
            ))}
            <ErrorsSection />
            <BestPracticesSection />
          </div>
        </SampleLanguageProvider>
      </div>
    </div>
  );
}
