import { browserStore, removeKeys, TOKEN_KEYS } from './storage';

/** The 401 event, apart from the API client so pages without API calls need not load it. */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called after a 401 cleared the tokens; without listeners the page goes to /auth by itself. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The 401 rule (spec 4, 8): clear the tokens, then the listeners (or the page) go to /auth. */
export function handleUnauthorized(): void {
  removeKeys(browserStore(), TOKEN_KEYS);
  if (unauthorizedListeners.size === 0) {
    window.location.assign('/auth');
    return;
  }
  for (const listener of unauthorizedListeners) listener();
}
