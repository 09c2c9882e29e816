import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

const RELOADED_AT_KEY = 'pageLoadReloadedAt';
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * After a new release a tab opened before it asks for page code that is no longer there: one
 * reload fetches the new release. Online only (offline, a reload shows the browser's error page),
 * and at most once in a while, so a page that keeps failing shows the message instead.
 */
function reloadForNewRelease(): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // storage refused: no way to tell a reload loop apart
  }
  window.location.reload();
  return true;
}

/** Shown instead of a page whose code could not be downloaded (offline, or a new release). */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(): void {
    reloadForNewRelease();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-bold text-2xl text-slate-900 dark:text-white">This page could not be loaded</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Check your connection, then reload the page.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-sm text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700 focus-visible:outline-offset-2"
        >
          Reload
        </button>
      </div>
    );
  }
}
