import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { CodeFrame } from './code-frame';
import { type CodeVariant, CodeVariantSwitch } from './code-variant-switch';

export interface CodeTab {
  id: string;
  label: string;
  code: string;
  /** The file name shown above the code. */
  caption?: string;
  /**
   * Other ways to write the same in this tab's language (e.g. with an SDK and with raw HTTP),
   * switched inside its panel; the first is shown until another is chosen. They replace `code`
   * and `caption`.
   */
  variants?: CodeVariant[];
}

interface CodeTabsProps {
  /** Names the tab list, e.g. "Send a text: code samples". */
  label: string;
  tabs: CodeTab[];
  selected: string;
  onSelect: (id: string) => void;
  /** A pointer or the focus reached the tabs: a choice may follow (e.g. fetch what other tabs need). */
  onIntent?: () => void;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Code in tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function CodeTabs({ label, tabs, selected, onSelect, onIntent }: CodeTabsProps) {
  const baseId = useId();
  const [variantId, setVariantId] = useState<string>();
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!active) return null;
  const variant = active.variants?.find((v) => v.id === variantId) ?? active.variants?.[0];
  const shown = variant ?? active;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const target = tabs[next(tabs.indexOf(active), tabs.length)];
    if (!target) return;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  const header = (
    // Below sm the tabs wrap, so every language shows on a phone instead of scrolling out of sight.
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="flex flex-wrap px-1.5 sm:flex-nowrap sm:overflow-x-auto"
    >
      {tabs.map((tab) => {
        const isActive = tab.id === active.id;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={panelId}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              '-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 font-medium text-xs transition-colors focus-visible:outline-emerald-400',
              isActive
                ? 'border-emerald-400 text-white'
                : 'border-transparent text-slate-400 hover:text-slate-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );

  return (
    <CodeFrame
      label={label}
      header={header}
      code={shown.code}
      caption={shown.caption}
      panelProps={{ role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(active.id) }}
      panelTop={
        active.variants && (
          <CodeVariantSwitch
            label={`${active.label}: how to call the API`}
            variants={active.variants}
            selected={variant?.id ?? ''}
            onSelect={setVariantId}
          />
        )
      }
    />
  );
}
