import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { News, RelatedStory } from '@newsroom/shared';
import { buildImage, buildNews } from '../../../test/build-news';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const relatedStory = (id: string, title: string, overrides: Partial<RelatedStory> = {}): RelatedStory => ({
  id,
  title,
  description: `About ${title}`,
  thumbnail: buildImage(id),
  embedYouTubeUrl: null,
  category: 'Animo Idol',
  categorySlug: 'Animo-Idol',
  publicationDate: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

/** The article n1 with its calls answered; `related` answers its related stories (none unless given). */
function mockArticle(news: News = buildNews(), related: MockAnswer | (() => Promise<MockAnswer>) = reply.ok([])) {
  return mockApi({
    'GET /api/v1/public-news/n1': reply.ok(news),
    'POST /api/v1/view-news/n1': reply.ok({ views: 42, counted: true }),
    'GET /api/v1/news/approved/comments/n1': reply.ok([]),
    'GET /api/v1/public-news/n1/related': related,
  });
}

const articleUrl = () => `${window.location.origin}/view-news/n1`;

/** Gives the browser's navigator these members (what a phone or another browser has) for one test. */
function stubNavigator(members: Record<string, unknown>) {
  for (const [name, value] of Object.entries(members)) Object.defineProperty(navigator, name, { value, configurable: true });
  onTestFinished(() => {
    for (const name of Object.keys(members)) delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

describe('the byline', () => {
  it("links the author's name to the author's page", async () => {
    mockArticle();
    const { user, router } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('link', { name: 'Maria Santos' }));
    // The author's page is its own chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/author/author-1'));
  });

  it('names an author whose account is gone without a link', async () => {
    mockArticle(buildNews({ authorId: null }));
    renderRoute('/view-news/n1');
    expect(await screen.findByText('By Maria Santos')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maria Santos' })).not.toBeInTheDocument();
  });
});

describe('share buttons', () => {
  it("share the article's full address on Facebook and X, in a new tab", async () => {
    mockArticle();
    renderRoute('/view-news/n1');
    const share = await screen.findByRole('region', { name: 'Share' });
    const facebook = within(share).getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(articleUrl())}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(share).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?text=${encodeURIComponent('Robotics team wins regional title')}&url=${encodeURIComponent(articleUrl())}`,
    );
  });

  it('offers no Messenger link on a computer, where its app is not', async () => {
    mockArticle();
    renderRoute('/view-news/n1');
    const share = await screen.findByRole('region', { name: 'Share' });
    expect(within(share).queryByRole('link', { name: 'Send with Messenger' })).not.toBeInTheDocument();
  });

  it('offers Messenger on a phone', async () => {
    stubNavigator({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15' });
    mockArticle();
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('link', { name: 'Send with Messenger' })).toHaveAttribute(
      'href',
      `fb-messenger://share?link=${encodeURIComponent(articleUrl())}`,
    );
  });

  it('copies the link and says "Link copied" until closed', async () => {
    mockArticle();
    // user-event gives the page a clipboard of its own.
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    const status = within(screen.getByRole('region', { name: 'Share' })).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(articleUrl());
    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('says so when the browser does not let the link be copied', async () => {
    mockArticle();
    const { user } = renderRoute('/view-news/n1');
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')) } });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Copy it from the address bar.')).toBeInTheDocument();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it("opens the device's own share sheet where the browser has one", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    stubNavigator({ share });
    mockArticle();
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Robotics team wins regional title', url: articleUrl() });
    // Closing the sheet is no failure.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no share sheet where the browser has none', async () => {
    mockArticle();
    renderRoute('/view-news/n1');
    await screen.findByRole('region', { name: 'Share' });
    expect(screen.queryByRole('button', { name: 'More ways to share' })).not.toBeInTheDocument();
  });
});

describe('related stories', () => {
  it('lists up to four related stories under the article, each linking to its page', async () => {
    const api = mockArticle(
      buildNews(),
      reply.ok([
        relatedStory('r1', 'Robotics club opens to grade 7'),
        relatedStory('r2', 'Regional science fair results', { thumbnail: null, publicationDate: null }),
      ]),
    );
    const { user, router } = renderRoute('/view-news/n1');
    const section = await screen.findByRole('region', { name: 'Related stories' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Robotics club opens to grade 7',
      'Regional science fair results',
    ]);
    expect(within(items[0]!).getByText('March 1, 2026')).toHaveAttribute('datetime', '2026-03-01T09:00:00.000Z');
    expect(within(items[0]!).getByText(/Animo Idol/)).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/r1.jpg');
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(api.calls('GET /api/v1/public-news/n1/related')).toHaveLength(1);

    await user.click(within(items[1]!).getByRole('link', { name: 'Regional science fair results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-news/r2'));
  });

  it('keeps their place while they load, and shows nothing when there are none', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    mockArticle(buildNews(), () => new Promise((resolve) => (answer = resolve)));
    renderRoute('/view-news/n1');
    const section = await screen.findByRole('region', { name: 'Related stories' });
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    answer(reply.ok([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Related stories' })).not.toBeInTheDocument());
  });

  it('leaves the article alone when they cannot be loaded', async () => {
    mockArticle(buildNews(), reply.error(500, 'Boom'));
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics team wins regional title' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Related stories' })).not.toBeInTheDocument());
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('does not hold up the article', async () => {
    mockArticle(buildNews(), pending);
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics team wins regional title' })).toBeInTheDocument();
  });
});
