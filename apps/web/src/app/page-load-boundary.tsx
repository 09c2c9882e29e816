import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Shown instead of a page whose code could not be downloaded (offline, or a new release). */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-bold text-2xl text-slate-900">This page could not be loaded</h1>
        <p className="mt-3 text-slate-600">Check your connection, then reload the page.</p>
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
