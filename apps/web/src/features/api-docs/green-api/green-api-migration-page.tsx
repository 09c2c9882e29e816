import { GREEN_API_METHOD_FAMILIES } from '@chatgate/contracts';
import { ArrowLeftRight } from 'lucide-react';
import { usePageTitle } from '../../../components/page-title';
import { Link } from '../../../lib/router';
import { DocSection } from '../doc-section';
import { Code, Prose } from '../doc-text';
import { GreenApiDifferences } from './green-api-differences';
import { GreenApiMethodTable } from './green-api-method-table';
import { GreenApiSdkSetup } from './green-api-sdk-setup';

/** Migrating from Green-API: the one change to make in each SDK, and what maps to what. */
export default function GreenApiMigrationPage() {
  usePageTitle('Migrating from Green-API');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-12">
      <header className="border-slate-200 border-b pb-6 dark:border-slate-800">
        <p className="flex items-center gap-2 font-semibold text-emerald-700 text-sm dark:text-emerald-400">
          <ArrowLeftRight aria-hidden="true" className="size-4" /> Developers
        </p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          Migrating from Green-API
        </h1>
        <p className="mt-1 max-w-2xl text-slate-600 text-sm leading-6 dark:text-slate-400">
          Chatgate answers Green-API’s methods in Green-API’s own format. Point your Green-API SDK at this
          server and the code you wrote keeps working; see the{' '}
          <Link to="/dashboard/apiDocs">API documentation</Link> for everything else Chatgate offers.
        </p>
      </header>
      <DocSection
        id="one-change"
        title="Change one setting"
        intro="Set both of the SDK’s URLs (the API and the media host) to this server. Your token’s id is the idInstance, its API key the apiTokenInstance."
      >
        <GreenApiSdkSetup />
        <Prose>
          <p>
            The API key is shown on the <Link to="/dashboard">Tokens</Link> page (Show key). Calls without an
            SDK use the same paths:{' '}
            <Code>{`${window.location.origin}/waInstance{idInstance}/{method}/{apiTokenInstance}`}</Code>.
          </p>
        </Prose>
      </DocSection>
      <DocSection
        id="methods"
        title="What maps one to one"
        intro="Each Green-API method below runs the Chatgate call beside it: the same queue, limits, events and logs."
      >
        {GREEN_API_METHOD_FAMILIES.map(({ family, methods }) => (
          <div key={family} className="space-y-2">
            <h3 className="font-semibold text-slate-900 text-sm dark:text-white">{family}</h3>
            <GreenApiMethodTable family={family} methods={methods} />
          </div>
        ))}
      </DocSection>
      <DocSection id="differences" title="What differs">
        <GreenApiDifferences />
      </DocSection>
    </div>
  );
}
