import type { ReactNode } from 'react';

/** One numbered section of a legal document: its anchor id, heading and body. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both documents were last revised on the same day (spec 2.6). */
export const LEGAL_LAST_UPDATED = { label: 'January 1, 2024', iso: '2024-01-01' } as const;
