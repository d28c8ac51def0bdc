/**
 * What other sites and search engines read: an RSS 2.0 feed of the latest published stories (/feed.xml,
 * for the school's website, feed readers and newsletters), a sitemap of every public page (/sitemap.xml) and
 * the robots.txt that points to it. Only published items appear; addresses are absolute, made from the
 * request's origin (behind a proxy, TRUST_PROXY makes that the public one).
 */
import type { FastifyPluginAsync } from 'fastify';
import { articlePage, categoryPage, publishedScope } from '@newsroom/shared';
import { listCategories } from '../categories/categories.repository.js';
import { listNews, listNewsStamps, type NewsWithRelations } from '../news/news.repository.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { originOf } from '../../lib/request-origin.js';
import { thumbnailOf } from '../news/news.presenter.js';
import { element } from './xml.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { CachedAnswer, sendCachedAnswer } from '../../services/public-cache/cached-answer.js';
import { siteSettingsOf } from '../settings/site-settings.js';
import { readyVideosForSitemap, videoSitemapEntry } from '../videos/video-sitemap.js';

export const FEED_SIZE = 20;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const CACHE = 'public, max-age=300, stale-while-revalidate=600';

function feedItem(row: NewsWithRelations, origin: string): string {
  const link = `${origin}${articlePage.href(row.id)}`;
  const thumbnail = thumbnailOf(row);
  const picture = thumbnail ? `<media:content url="${escapeMarkup(origin + thumbnail.url)}" type="image/webp" medium="image" />` : '';
  return [
    '<item>',
    element('title', row.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
    element('description', row.description),
    element('category', row.category_name),
    element('pubDate', row.publication_date && new Date(row.publication_date).toUTCString()),
    element('dc:creator', row.author_name),
    picture,
    '</item>',
  ].join('');
}

export const syndicationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feed.xml', { schema: { tags: ['public'], summary: 'RSS 2.0 feed of the latest published stories' } }, async (request, reply) => {
    const origin = originOf(request);
    const [{ rows }, site] = await Promise.all([
      listNews(app.db, publishedScope(), 'published', { limit: FEED_SIZE, offset: 0 }),
      siteSettingsOf(app),
    ]);
    // RSS 2.0's channel image: the logo, linking home, for readers that show one beside the feed's name.
    const logo = site.logoUrl
      ? `<image>${element('url', origin + site.logoUrl)}${element('title', site.siteName)}${element('link', `${origin}/`)}</image>`
      : '';
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      element('title', site.siteName),
      element('link', `${origin}/`),
      element('description', site.tagline || `The latest stories and videos from ${site.siteName}.`),
      element('language', 'en'),
      logo,
      `<atom:link href="${escapeMarkup(`${origin}/feed.xml`)}" rel="self" type="application/rss+xml" />`,
      element('lastBuildDate', rows[0]?.publication_date && new Date(rows[0].publication_date).toUTCString()),
      ...rows.map((row) => feedItem(row, origin)),
      '</channel>',
      '</rss>',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  });

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['public'], summary: 'Sitemap of the home page, every category and every published story' } },
    async (request, reply) => {
      const origin = originOf(request);
      // Up to 50,000 addresses (a few MB): made once per change, not per crawler visit.
      const tags = [cacheTags.newsLists, cacheTags.categories, cacheTags.settings];
      const sitemap = await app.publicCache.remember(`sitemap:${origin}`, tags, async () => {
        const [categories, stamps, site, videos] = await Promise.all([
          listCategories(app.db, { limit: SITEMAP_MAX_URLS, offset: 0 }),
          listNewsStamps(app.db, publishedScope(), SITEMAP_MAX_URLS - 1),
          siteSettingsOf(app),
          readyVideosForSitemap(app.db),
        ]);
        const url = (path: string, lastmod?: string, more = '') => `<url>${element('loc', origin + path)}${element('lastmod', lastmod)}${more}</url>`;
        // The logo, as the home page's image (Google's image sitemap extension), so a search for the school can show it.
        const logo = site.logoUrl ? `<image:image>${element('image:loc', origin + site.logoUrl)}</image:image>` : '';
        const urls = [
          url('/', undefined, logo),
          ...categories.rows.map((category) => url(categoryPage.href(category.slug))),
          ...stamps.map((stamp) => url(articlePage.href(stamp.id), stamp.updated_at, videoSitemapEntry(videos.get(stamp.id), origin))),
        ].slice(0, SITEMAP_MAX_URLS);
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">',
          ...urls,
          '</urlset>',
        ].join('\n');
        return new CachedAnswer(xml, 'application/xml; charset=utf-8', { 'cache-control': CACHE });
      });
      return sendCachedAnswer(request, reply, sitemap);
    },
  );

  app.get('/robots.txt', { schema: { tags: ['public'], summary: 'Crawling rules: everything public, not the API' } }, async (request, reply) => {
    const rules = ['User-agent: *', 'Disallow: /api/', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(rules);
  });
};
