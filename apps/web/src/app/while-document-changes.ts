/**
 * Calls `step` now, then again on every change to the document, until it returns false or
 * `forMs` has passed: for work that waits on a page whose code or data is still loading (a
 * section to scroll to, a heading to focus). Returns what stops it early.
 */
export function whileDocumentChanges(step: () => boolean, forMs: number): () => void {
  if (!step()) return () => {};
  const observer = new MutationObserver(() => {
    if (!step()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const giveUp = setTimeout(() => observer.disconnect(), forMs);
  return () => {
    clearTimeout(giveUp);
    observer.disconnect();
  };
}
