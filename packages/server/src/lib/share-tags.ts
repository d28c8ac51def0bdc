/**
 * Link previews for shared pages (Open Graph, read by Facebook, Messenger, Viber, Slack; Twitter cards).
 * Their crawlers do not run the web app, so the server writes these tags into the page it sends (lib/html-shell.ts).
 */
import { pageTitle, type SiteSettings } from '@newsroom/shared';
import { escapeMarkup } from './escape-markup.js';
import type { PageParts } from './html-shell.js';

/** What a shared link to a page shows. Paths are made absolute against the site's origin. */
export interface SharedPage {
  type: 'article' | 'website';
  /** Absent for the site itself (its home page): the site's name is then the title. */
  title?: string;
  /** Absent: the page's own description stays. */
  description?: string;
  /** A site path (/media/…) or an absolute URL. */
  image?: { url: string; width?: number; height?: number };
  publishedTime?: string;
  section?: string;
  /** The story's own video (issue 27): its master playlist, a site path or an absolute URL. */
  video?: { url: string; type: string; width?: number; height?: number };
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** What every preview says of the site: its name, and its logo for a page without a picture of its own. */
export type SharedSite = Pick<SiteSettings, 'siteName' | 'logoUrl'>;

/** The page's title, description and preview tags, as parts of the page the server sends. */
export function shareTags(page: SharedPage, pageUrl: string, origin: string, site: SharedSite): Pick<PageParts, 'title' | 'description' | 'head'> {
  const image = page.image ?? (site.logoUrl ? { url: site.logoUrl } : undefined);
  const property = (name: string, content: string | number | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${escapeMarkup(String(content))}" />`;
  const tags = [
    property('og:type', page.type),
    property('og:site_name', site.siteName),
    property('og:title', page.title ?? site.siteName),
    property('og:description', page.description),
    property('og:url', pageUrl),
    property('og:image', image && absolute(image.url, origin)),
    property('og:image:width', image?.width),
    property('og:image:height', image?.height),
    property('og:video', page.video && absolute(page.video.url, origin)),
    property('og:video:type', page.video?.type),
    property('og:video:width', page.video?.width),
    property('og:video:height', page.video?.height),
    property('article:published_time', page.publishedTime),
    property('article:section', page.section),
    // A story's photo shows large; a logo, small beside the words.
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  return { title: pageTitle(site.siteName, page.title), description: page.description, head: tags.map((tag) => `\n    ${tag}`).join('') + '\n  ' };
}
