/**
 * A story's own video on the public pages (issue 27): ours before YouTube once ready, nothing of it before, on the
 * article page and in a category page's card; a back-office user previewing is told why it is missing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNews, buildVideo } from '../../../test/build-news';
import { ARTICLE_IMAGE_SIZES } from './article-image-sizes';
import { stubMediaElement } from '../../../test/media-element';
import { mockApi, pagedList, reply } from '../../../test/mock-api';
import { author, renderRoute } from '../../../test/render-route';

const loadedSources = vi.hoisted(() => [] as string[]);

vi.mock('hls.js/light', () => ({
  default: class {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => true;
    levels = [];
    on() {}
    loadSource(source: string) {
      loadedSources.push(source);
    }
    attachMedia() {}
    destroy() {}
  },
}));

const youTube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const title = 'Robotics team wins regional title';

function mockArticle(video: ReturnType<typeof buildVideo> | null) {
  return mockApi({
    'GET /api/v1/public-news/n1': reply.ok(buildNews({ embedYouTubeUrl: youTube, video })),
    'POST /api/v1/view-news/n1': reply.ok({ views: 42, counted: true }),
    'GET /api/v1/news/approved/comments/n1': reply.ok([]),
  });
}

beforeEach(() => {
  loadedSources.length = 0;
  stubMediaElement();
});
afterEach(() => vi.restoreAllMocks());

describe("a story's own video on the public pages", () => {
  it('plays ours first on the article page when the story also has a YouTube link', async () => {
    mockArticle(buildVideo());
    const { user } = renderRoute('/view-news/n1');
    const play = await screen.findByRole('button', { name: `Play video: ${title}` });
    expect(play).not.toHaveTextContent('Plays from YouTube when you press play');
    expect(play.querySelector('img')).toHaveAttribute('src', '/media/videos/v1/poster.jpg');
    // The article's lead, its largest paint: fetched first, in the size of the article's column.
    expect(play.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(play.querySelector('img')).toHaveAttribute('sizes', ARTICLE_IMAGE_SIZES);
    expect(document.querySelector('video')).toBeNull();

    await user.click(play);
    await waitFor(() => expect(loadedSources).toEqual(['/media/videos/v1/master.m3u8']));
    expect(document.querySelector('video')).toHaveAttribute('aria-label', title);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the public nothing of a video still being prepared: the YouTube link plays instead, without a note', async () => {
    mockArticle(buildVideo({ status: 'processing', hlsUrl: null, posterUrl: null, progress: 30 }));
    renderRoute('/view-news/n1');
    const play = await screen.findByRole('button', { name: `Play video: ${title}` });
    expect(play).toHaveTextContent('Plays from YouTube when you press play');
    expect(screen.queryByText(/still being prepared/)).not.toBeInTheDocument();
  });

  it.each([
    ['processing', "This story's video is still being prepared. Readers will see it once it is ready."],
    ['failed', "This story's video could not be prepared. Readers do not see it; upload it again from the post form."],
  ] as const)('tells a back-office user previewing a %s video why it is not shown', async (status, note) => {
    mockArticle(buildVideo({ status, hlsUrl: null, posterUrl: null }));
    renderRoute('/view-news/n1', { as: author });
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it("plays ours inside a category page's card, loading the player only on the press", async () => {
    const story = buildNews({ id: 'n8', title: 'Idol performance video', thumbnail: null, thumbnailUrl: null, video: buildVideo() });
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok([{ id: 'c1', name: 'BalitAraneta', description: 'Campus news.', slug: 'BalitAraneta' }]),
      'GET /api/v1/public-news': pagedList([story]),
    });
    const { user } = renderRoute('/category/BalitAraneta');
    const play = await screen.findByRole('button', { name: 'Play video: Idol performance video' });
    const card = play.closest('article')!;
    expect(card.querySelector('video')).toBeNull();
    await user.click(play);
    await waitFor(() => expect(within(card).getByLabelText('Idol performance video', { selector: 'video' })).toBeInTheDocument());
    await waitFor(() => expect(loadedSources).toEqual(['/media/videos/v1/master.m3u8']));
  });
});
