/**
 * The site's origin (scheme and host) as the reader reached it, for what leaves the site with a page's full address
 * (the share links). The browser knows it; a render on the server is told it (entry-server.tsx), the origin the link
 * preview in the page's head names too, so the server's HTML carries the same address the hydrated page does.
 */
import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** Set by the server's render only. */
export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
