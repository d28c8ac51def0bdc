/**
 * Link previews for shared pages (Open Graph, read by Facebook, Messenger, Viber, Slack; Twitter cards).
 * Their crawlers do not run the web app, so the server writes these tags into the page it sends (lib/html-shell.ts).
 */
import { SITE_NAME } from '@newsroom/shared';
import { escapeMarkup } from './escape-markup.js';
import type { PageParts } from './html-shell.js';

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

/** The page's title, description and preview tags, as parts of the page the server sends. */
export function shareTags(page: SharedPage, pageUrl: string, origin: string): Pick<PageParts, 'title' | 'description' | 'head'> {
  const property = (name: string, content: string | number | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${escapeMarkup(String(content))}" />`;
  const tags = [
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
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  return { title: `${page.title} · ${SITE_NAME}`, description: page.description, head: tags.map((tag) => `\n    ${tag}`).join('') + '\n  ' };
}
