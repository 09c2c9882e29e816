import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';

interface AutomationTab {
  id: string;
  label: string;
  icon: LucideIcon;
  panel: ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The automations as WAI-ARIA tabs (arrow keys, Home and End). Every panel stays mounted, so a
 * bulk send being set up keeps its file and mapping while another tab is open.
 */
export function AutomationTabs({ label, tabs }: { label: string; tabs: AutomationTab[] }) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = tabs[next(Math.max(0, index), tabs.length)];
    if (!target) return;
    setSelected(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-800"
      >
        {tabs.map(({ id, label: tabLabel, icon: Icon }) => {
          const active = id === selected;
          return (
            <button
              key={id}
              id={tabId(id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(id)}
              className={cn(
                '-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 font-medium text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-emerald-600',
                active
                  ? 'border-emerald-600 text-emerald-700 dark:border-emerald-400 dark:text-emerald-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map(({ id, panel }) => (
        <div key={id} id={panelId(id)} role="tabpanel" aria-labelledby={tabId(id)} hidden={id !== selected}>
          {panel}
        </div>
      ))}
    </div>
  );
}
