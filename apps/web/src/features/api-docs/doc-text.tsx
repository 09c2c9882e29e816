import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Inline code in running text. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="break-words rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </code>
  );
}

/** Running text of the documentation. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 text-slate-600 text-sm leading-6 dark:text-slate-300',
        '[&_a]:font-medium [&_a]:text-emerald-700 [&_a]:underline-offset-2 hover:[&_a]:underline dark:[&_a]:text-emerald-400',
        '[&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 dark:[&_strong]:text-white',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A small heading inside a section or an endpoint. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="mb-2 font-semibold text-slate-900 text-sm dark:text-white">{children}</h4>;
}

/** Text whose `backticked` parts are code, as the catalogue writes them. */
export function RichText({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split('`').map((part, index) => {
    const piece = { key: offset, part, code: index % 2 === 1 };
    offset += part.length + 1;
    return piece;
  });
  return (
    <>
      {parts.map(({ key, part, code }) =>
        code ? <Code key={key}>{part}</Code> : <span key={key}>{part}</span>,
      )}
    </>
  );
}
