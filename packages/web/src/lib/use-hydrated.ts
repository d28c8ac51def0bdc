/**
 * False on the server and while React hydrates a page the server rendered, true from then on (and at once on a
 * page the browser renders itself): what only the browser knows (the reader's stored choices) must not change the
 * first render, or hydration would not match the server's markup.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
