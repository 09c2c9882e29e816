import type { ComponentProps, ReactNode } from 'react';
import { CodeCopyButton } from './code-copy-button';

interface CodeFrameProps {
  /** Names the figure. */
  label: string;
  /** The bar above the code: a caption or tabs. */
  header: ReactNode;
  code: string;
  /** The file the code would be saved as, in a title bar on top. */
  caption?: string;
  /** Extra attributes of the code area (e.g. tab panel roles). */
  panelProps?: ComponentProps<'div'>;
  /** Shown in the code area above the code (e.g. a switch between ways to write it). */
  panelTop?: ReactNode;
}

/** Code on a dark panel, with a header bar and a copy button. */
export function CodeFrame({ label, header, code, caption, panelProps, panelTop }: CodeFrameProps) {
  return (
    <figure
      aria-label={label}
      className="overflow-hidden rounded-xl bg-slate-900 shadow-sm ring-1 ring-slate-800 dark:bg-slate-950 dark:ring-slate-700/70"
    >
      {caption && (
        <figcaption className="flex items-center gap-2 border-slate-800 border-b px-4 py-2.5 font-mono text-slate-400 text-xs">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-red-400" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-400" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-2">{caption}</span>
        </figcaption>
      )}
      <div className="flex items-center gap-2 border-slate-800 border-b pr-1.5">
        <div className="min-w-0 flex-1">{header}</div>
        <CodeCopyButton text={code} />
      </div>
      <div {...panelProps}>
        {panelTop}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <pre tabIndex={0} className="overflow-x-auto p-4 font-mono text-[13px] text-slate-100 leading-6">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}

/** A code block with a caption, such as a JSON example. */
export function CodeBlock({ caption, code }: { caption: string; code: string }) {
  return (
    <CodeFrame
      label={caption}
      code={code}
      header={<p className="px-4 py-2.5 font-medium font-mono text-slate-400 text-xs">{caption}</p>}
    />
  );
}
