import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** The interactive reference: Scalar over the OpenAPI document, served by the server. */
export const INTERACTIVE_REFERENCE_URL = '/api/v1/docs';

/** A link to the interactive API reference, opening in a new tab. */
export function ReferenceLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href={INTERACTIVE_REFERENCE_URL} target="_blank" rel="noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
