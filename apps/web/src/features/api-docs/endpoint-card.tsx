import { KeyRound } from 'lucide-react';
import { CodeBlock } from '../../components/code-frame';
import { prettyJson } from '../../lib/code-samples/sample-request';
import type { EndpointDoc } from './catalogue/types';
import { Prose, RichText, SubHeading } from './doc-text';
import { ErrorList } from './error-list';
import { FieldTable } from './field-table';
import { MethodBadge } from './method-badge';
import { SampleTabs } from './sample-tabs';

/** One endpoint: what it does, its request, a sample in eight languages, its answer and errors. */
export function EndpointCard({ endpoint, baseUrl }: { endpoint: EndpointDoc; baseUrl: string }) {
  const titleId = `${endpoint.id}-title`;
  return (
    <article
      id={endpoint.id}
      aria-labelledby={titleId}
      className="scroll-mt-20 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="space-y-2 border-slate-100 border-b px-5 py-4 dark:border-slate-800">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="flex min-w-0 items-center gap-2">
            <MethodBadge method={endpoint.method} />
            <code className="break-all font-mono font-semibold text-slate-900 dark:text-white">
              {endpoint.path}
            </code>
          </h3>
          {endpoint.auth === 'api-key' && (
            <a
              href="#authentication"
              className="ml-auto inline-flex min-h-6 items-center gap-1 text-slate-500 text-xs hover:text-emerald-700 dark:text-slate-400 dark:hover:text-emerald-400"
            >
              <KeyRound aria-hidden="true" className="size-3.5" />
              API key
            </a>
          )}
        </div>
        <Prose>
          <p className="text-slate-800 dark:text-slate-200">
            <RichText text={endpoint.summary} />
          </p>
          {endpoint.notes?.map((note) => (
            <p key={note}>
              <RichText text={note} />
            </p>
          ))}
        </Prose>
      </header>
      <div className="space-y-6 p-5">
        {endpoint.headers && <FieldTable title="Headers" fields={endpoint.headers} />}
        {endpoint.query && <FieldTable title="Query parameters" fields={endpoint.query} />}
        {endpoint.body && <FieldTable title="JSON body" fields={endpoint.body} />}
        {endpoint.alternativeBody && (
          <CodeBlock caption="Also accepted" code={prettyJson(endpoint.alternativeBody)} />
        )}
        <div>
          <SubHeading>Request</SubHeading>
          <SampleTabs endpoint={endpoint} baseUrl={baseUrl} />
        </div>
        <div>
          <SubHeading>Response</SubHeading>
          <CodeBlock
            caption={`HTTP ${endpoint.response.status}`}
            code={prettyJson(endpoint.response.example)}
          />
        </div>
        <ErrorList statuses={endpoint.errors} />
      </div>
    </article>
  );
}
