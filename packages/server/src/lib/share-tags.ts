/**
 * Link previews for shared pages (Open Graph, read by Facebook, Messenger, Viber, Slack; Twitter cards).
 * Their crawlers do not run the web app, so the server writes these tags into the HTML shell it sends.
 */
import { SITE_NAME } from '@newsroom/shared';
import { escapeMarkup } from './escape-markup.js';

/** What a shared link to a page shows. Paths are made absolute against the site's origin. */
export interface SharedPage {
  type: 'article' | 'website';
  title: string;
  description: string;
  /** A site path (/media/…) or an absolute URL. */
  image?: { url: string; width?: number; height?: number };
  publishedTime?: string;
  section?: string;
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The shell with the page's title, description and preview tags. */
export function withShareTags(shellHtml: string, page: SharedPage, pageUrl: string, origin: string): string {
  const property = (name: string, content: string | number | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${escapeMarkup(String(content))}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}" />`;
  const tags = [
    named('description', page.description),
    property('og:type', page.type),
    property('og:site_name', SITE_NAME),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', pageUrl),
    property('og:image', page.image && absolute(page.image.url, origin)),
    property('og:image:width', page.image?.width),
    property('og:image:height', page.image?.height),
    property('article:published_time', page.publishedTime),
    property('article:section', page.section),
    named('twitter:card', page.image ? 'summary_large_image' : 'summary'),
  ].filter(Boolean);
  // Replacement functions, not strings: a story's `$&` or `` $` `` is text, never a pattern that splices the shell.
  const title = `<title>${escapeMarkup(page.title)} · ${SITE_NAME}</title>`;
  const head = `\n    ${tags.join('\n    ')}\n  </head>`;
  return shellHtml
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<\/head>/, () => head);
}
