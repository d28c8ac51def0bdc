/**
 * Parts of a public page that are the same on every page of their kind (the header, the footer, the forms under an
 * article) are rendered by the server once and their markup reused: a first render of an article page spent most of
 * its time on them (issue 23). The server's entry (entry-server.tsx) gives each render a `KeptMarkupRender`
 * (lib/kept-markup-store.ts); without one, in the browser and in tests, the part is simply its element and children.
 *
 * A kept part is one element. When its markup is kept, the server writes the element with that markup inside instead
 * of rendering its children: the bytes are the same, so the browser hydrates the children against them as before.
 * They are the same because React's `useId` follows the place in the tree, not an order of rendering, and the part
 * sits at the same place on every page of its kind.
 *
 * What a part shows may depend only on what every render's key holds (the language, the site settings, the
 * categories, the origin; kept-markup-store.ts) and on its `variant`, never on the page's own data: a part that shows
 * a story's data must not be kept. The server's test renders a run of different pages with and without the kept
 * markup and requires the very same bytes (packages/server/src/services/page-rendering/kept-markup.test.ts).
 */
import { createContext, createElement, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

/** The attribute by which the server finds a part rendered for the first time in its output; it never reaches a reader. */
export const KEPT_MARKUP_ATTRIBUTE = 'data-kept-markup';

/** One server render's view of the kept markup. */
export interface KeptMarkupRender {
  /** The part's markup, when it is kept for this render's key. */
  markupOf(part: string): string | undefined;
  /** Marks a part rendered in full, to be kept once the page is rendered: the value of its KEPT_MARKUP_ATTRIBUTE. */
  mark(part: string): string;
}

const KeptMarkupContext = createContext<KeptMarkupRender | null>(null);
export const KeptMarkupProvider = KeptMarkupContext.Provider;

type IntrinsicTag = 'header' | 'footer' | 'section' | 'div';

type KeptPartProps<T extends IntrinsicTag> = ComponentPropsWithRef<T> & {
  as: T;
  /** Names the part: one name, one place in the tree. */
  part: string;
  /** What else the part's markup depends on, as a string (say, which category link is active); null when it shows the page's own data and is not to be kept. */
  variant?: string | null;
  children: ReactNode;
};

export function KeptPart<T extends IntrinsicTag>({ as, part, variant = '', children, ...props }: KeptPartProps<T>) {
  const kept = useContext(KeptMarkupContext);
  if (!kept || variant === null) return createElement(as, props, children);
  const name = `${part}\u0000${variant}`;
  const markup = kept.markupOf(name);
  if (markup !== undefined) return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: markup } });
  return createElement(as, { ...props, [KEPT_MARKUP_ATTRIBUTE]: kept.mark(name) }, children);
}
