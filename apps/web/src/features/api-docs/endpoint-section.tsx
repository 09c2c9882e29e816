import type { ReactNode } from 'react';
import { endpointsOf } from './catalogue/endpoints';
import type { EndpointSectionId } from './catalogue/types';
import { DocSection } from './doc-section';
import { EndpointCard } from './endpoint-card';

interface EndpointSectionProps {
  id: EndpointSectionId;
  title: string;
  intro: string;
  baseUrl: string;
  /** Shown after the endpoints. */
  children?: ReactNode;
}

/** A section listing its endpoints from the catalogue. */
export function EndpointSection({ id, title, intro, baseUrl, children }: EndpointSectionProps) {
  return (
    <DocSection id={id} title={title} intro={intro}>
      {endpointsOf(id).map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} baseUrl={baseUrl} />
      ))}
      {children}
    </DocSection>
  );
}
