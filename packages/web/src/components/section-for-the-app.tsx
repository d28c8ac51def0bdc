/**
 * A section under an article whose content the browser loads (the comments, the related stories): on a page the
 * server rendered, the app starts when it comes into view (shared/app-start.ts). While it loads, which is always so on
 * the server, it is the same under every article, so its markup is rendered once and kept (lib/kept-markup.tsx).
 */
import type { ReactNode } from 'react';
import { APP_NEEDED_ATTRIBUTE } from '@newsroom/shared';
import { KeptPart } from '../lib/kept-markup';

interface SectionForTheAppProps {
  /** Names the section among kept parts. */
  part: string;
  /** Its content is still loading: the same under every article. */
  loading: boolean;
  /** The id of its heading. */
  labelledBy: string;
  className: string;
  children: ReactNode;
}

export function SectionForTheApp({ part, loading, labelledBy, className, children }: SectionForTheAppProps) {
  return (
    <KeptPart
      as="section"
      part={part}
      variant={loading ? '' : null}
      aria-labelledby={labelledBy}
      className={className}
      {...{ [APP_NEEDED_ATTRIBUTE]: '' }}
    >
      {children}
    </KeptPart>
  );
}
