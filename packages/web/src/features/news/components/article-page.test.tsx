import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { News } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildImage, buildNews } from '../../../test/build-news';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { GALLERY_AUTOPLAY_DELAY } from './article-gallery';

function mockArticle(news: News | MockAnswer = buildNews(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/public-news/n1': 'id' in news ? reply.ok(news) : news,
    'POST /api/v1/view-news/n1': reply.ok({ views: 42, counted: true }),
    'GET /api/v1/news/approved/comments/n1': reply.ok([]),
    ...extra,
  });
}

describe('article page', () => {
  it('shows a loader while the article loads', async () => {
    mockArticle(buildNews(), { 'GET /api/v1/public-news/n1': pending });
    renderRoute('/view-news/n1');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found page with a link home for an unknown or unpublished id', async () => {
    const api = mockArticle(reply.error(404, 'News not found.'));
    const { user, router } = renderRoute('/view-news/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(api.calls('POST /api/v1/view-news/n1')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the article with its thumbnail, date, category, author, description and content', async () => {
    mockArticle();
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics team wins regional title' })).toBeInTheDocument();
    expect(document.title).toBe('Robotics team wins regional title · School Newsroom');
    expect(screen.getByRole('img', { name: 'Robotics team wins regional title' })).toHaveAttribute('src', '/media/thumb.jpg');
    expect(screen.queryByTitle('Robotics team wins regional title')).not.toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05T09:00:00.000Z');
    expect(screen.getByRole('link', { name: 'BalitAraneta' })).toHaveAttribute('href', '/category/BalitAraneta');
    expect(screen.getByRole('link', { name: 'Maria Santos' })).toHaveAttribute('href', '/author/author-1');
    expect(screen.getByRole('link', { name: 'Maria Santos' }).parentElement).toHaveTextContent('By Maria Santos');
    expect(screen.getByText('Our robotics team took first place.')).toBeInTheDocument();
    // A plain story reads as written: its line break kept.
    const content = screen.getByText(/First paragraph/);
    expect(content.textContent).toBe('First paragraph.\nSecond line.');
    expect(content.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Summarize Content' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Photos of/ })).not.toBeInTheDocument();
  });

  it("shows the thumbnail's caption and credit under it, with the writer's alt text or else the caption", async () => {
    mockArticle(
      buildNews({
        thumbnail: buildImage('thumb', { caption: 'Our team at the regional finals', credit: 'Ana Reyes', alt: 'Five students and a robot' }),
      }),
    );
    renderRoute('/view-news/n1');
    const image = await screen.findByRole('img', { name: 'Five students and a robot' });
    const figure = image.closest('figure')!;
    expect(figure).not.toBeNull();
    expect(within(figure).getByText('Our team at the regional finals')).toBeInTheDocument();
    expect(within(figure).getByText('Photo: Ana Reyes')).toBeInTheDocument();
    expect(figure.querySelector('figcaption')).toHaveTextContent('Our team at the regional finalsPhoto: Ana Reyes');
  });

  it('names the thumbnail by its caption when the writer gave no alt text, and shows no caption when there are no words', async () => {
    mockArticle(buildNews({ thumbnail: buildImage('thumb', { caption: 'Our team at the regional finals' }) }));
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('img', { name: 'Our team at the regional finals' })).toHaveAttribute('src', '/media/thumb.jpg');
    expect(screen.queryByText(/^Photo:/)).not.toBeInTheDocument();
  });

  it('shows text with markup as text, never as HTML', async () => {
    mockArticle(buildNews({ content: '<b>bold</b> <script>alert(1)</script>' }));
    renderRoute('/view-news/n1');
    expect(await screen.findByText('<b>bold</b> <script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
  });

  it("draws the story's Markdown: its headings under the title, bold words, links that leave the site", async () => {
    mockArticle(buildNews({ content: '## The final\n\nA **clean** win. [Results](https://fair.example/results)' }));
    renderRoute('/view-news/n1');
    expect(await screen.findByRole('heading', { level: 2, name: 'The final' })).toBeInTheDocument();
    expect(screen.getByText('clean').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  });

  it('shows the video behind a play button, loading nothing from YouTube until it is pressed', async () => {
    mockArticle(buildNews({ embedYouTubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }));
    const { user } = renderRoute('/view-news/n1');
    const play = await screen.findByRole('button', { name: 'Play video: Robotics team wins regional title' });
    expect(document.querySelector('iframe')).toBeNull();
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).not.toMatch(/youtube|ytimg/);
    // The story's own picture stands in for the player, without a name of its own (the title follows).
    expect(play.querySelector('img')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Robotics team wins regional title' })).not.toBeInTheDocument();
    expect(play).toHaveTextContent('Plays from YouTube when you press play');

    await user.click(play);
    const video = await screen.findByTitle('Robotics team wins regional title');
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('records the view once per visit, even under StrictMode, and shows the new count', async () => {
    const api = mockArticle();
    renderRoute('/view-news/n1', { strict: true });
    expect(await screen.findByText('42 views')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/view-news/n1')).toHaveLength(1);
    expect(api.calls('POST /api/v1/view-news/n1')[0].headers['Visitor-Id']).toBe(window.localStorage.getItem('visitorId'));
  });

  it("shows the item's own count until the view is recorded", async () => {
    mockArticle(buildNews(), { 'POST /api/v1/view-news/n1': pending });
    renderRoute('/view-news/n1');
    expect(await screen.findByText('41 views')).toBeInTheDocument();
  });

  it('shows the summary in a modal after loading it', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const api = mockArticle(buildNews(), { 'POST /hitOpenaiApi/n1': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderRoute('/view-news/n1');
    const button = await screen.findByRole('button', { name: 'Summarize Content' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer(reply.ok('The robotics team won the regional title on Saturday.'));
    const dialog = await screen.findByRole('dialog', { name: 'Summarized Content' });
    expect(within(dialog).getByText('The robotics team won the regional title on Saturday.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-loading');
    expect(api.calls('POST /hitOpenaiApi/n1')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so in the modal when the summary cannot be made', async () => {
    mockArticle(buildNews(), { 'POST /hitOpenaiApi/n1': reply.error(500, 'Something went wrong on our side. Please try again.') });
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Summarize Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summarized Content' });
    expect(within(dialog).getByText('Sorry, the summary is not available right now. Please try again later.')).toBeInTheDocument();
  });

  it('shows the photos in a carousel with dots, each with its caption and credit and an alt text', async () => {
    mockArticle(
      buildNews({
        photos: [
          buildImage('p1', { caption: 'The team lifts the cup', credit: 'Ana Reyes', alt: 'Five students holding a silver cup' }),
          buildImage('p2', { caption: 'The robot at work' }),
          buildImage('p3', { credit: 'Ben Cruz' }),
        ],
      }),
    );
    renderRoute('/view-news/n1');
    const gallery = await screen.findByRole('region', { name: 'Photos of Robotics team wins regional title' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    // The writer's alt text, else the caption, else the story's title.
    expect(within(gallery).getByRole('img', { name: 'Five students holding a silver cup' })).toHaveAttribute('src', '/media/p1.jpg');
    expect(within(gallery).getByRole('img', { name: 'The robot at work' })).toHaveAttribute('src', '/media/p2.jpg');
    expect(within(gallery).getByRole('img', { name: 'Robotics team wins regional title' })).toHaveAttribute('src', '/media/p3.jpg');
    const figureOf = (text: string) => within(gallery).getByText(text).closest('figure')!;
    expect(within(figureOf('The team lifts the cup')).getByRole('img')).toHaveAttribute('src', '/media/p1.jpg');
    expect(within(figureOf('The team lifts the cup')).getByText('Photo: Ana Reyes')).toBeInTheDocument();
    expect(within(figureOf('Photo: Ben Cruz')).getByRole('img')).toHaveAttribute('src', '/media/p3.jpg');
    expect(within(figureOf('The robot at work')).queryByText(/^Photo:/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(gallery).getAllByRole('tab')).toHaveLength(3));
    expect(within(gallery).getByRole('tab', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-selected', 'true');
    expect(within(gallery).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  });

  it('shows a single photo as it is, with nothing to play or pause', async () => {
    mockArticle(buildNews({ photos: [buildImage('p1')] }));
    renderRoute('/view-news/n1');
    const gallery = await screen.findByRole('region', { name: 'Photos of Robotics team wins regional title' });
    expect(within(gallery).getByRole('img', { name: 'Robotics team wins regional title' })).toBeInTheDocument();
    expect(within(gallery).queryByText(/^Photo:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Robotics team wins regional title' })).toBeInTheDocument();
  });

  it('moves to the next photo every 3000 ms until the reader pauses it', async () => {
    // The slideshow's timer starts with the page, so the clock is ours from the start (and still runs for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockArticle(buildNews({ photos: [buildImage('p1'), buildImage('p2'), buildImage('p3')] }));
      const { user } = renderRoute('/view-news/n1');
      const gallery = await screen.findByRole('region', { name: 'Photos of Robotics team wins regional title' });
      const photo = (n: number) => within(gallery).getByRole('tab', { name: `Show photo ${n} of 3` });
      await waitFor(() => expect(photo(1)).toHaveAttribute('aria-selected', 'true'));

      act(() => vi.advanceTimersByTime(GALLERY_AUTOPLAY_DELAY));
      await waitFor(() => expect(photo(2)).toHaveAttribute('aria-selected', 'true'));

      await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(GALLERY_AUTOPLAY_DELAY * 2));
      expect(photo(2)).toHaveAttribute('aria-selected', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('in Filipino', () => {
    it('words the article, its gallery, share buttons and related stories in Filipino', async () => {
      mockArticle(buildNews({ photos: [buildImage('p1'), buildImage('p2')] }), {
        'GET /api/v1/public-news/n1/related': reply.ok([
          {
            id: 'r1',
            title: 'Robotics club opens to grade 7',
            description: 'About the club',
            thumbnail: null,
            embedYouTubeUrl: null,
            category: 'Animo Idol',
            categorySlug: 'Animo-Idol',
            publicationDate: '2026-03-01T09:00:00.000Z',
          },
        ]),
      });
      await changeAppLanguage('fil');
      renderRoute('/view-news/n1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Robotics team wins regional title' })).toBeInTheDocument();
      expect(screen.getByText('Marso 5, 2026')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Maria Santos' }).parentElement).toHaveTextContent('Ni Maria Santos');
      expect(await screen.findByText('Nabasa nang 42 beses')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ibuod ang Nilalaman' })).toBeInTheDocument();

      const gallery = screen.getByRole('region', { name: 'Mga Larawan' });
      expect(within(gallery).getByRole('button', { name: 'I-pause ang slideshow' })).toBeInTheDocument();
      expect(within(gallery).getByRole('region', { name: 'Mga larawan ng Robotics team wins regional title' })).toBeInTheDocument();
      await waitFor(() => expect(within(gallery).getByRole('tab', { name: 'Ipakita ang larawan 1 sa 2' })).toBeInTheDocument());
      expect(within(gallery).getByRole('button', { name: 'Susunod na larawan' })).toBeInTheDocument();

      const share = screen.getByRole('region', { name: 'Ibahagi' });
      expect(within(share).getByRole('link', { name: 'Ibahagi sa Facebook' })).toBeInTheDocument();
      expect(within(share).getByRole('button', { name: 'Kopyahin ang link' })).toBeInTheDocument();
      const related = await screen.findByRole('region', { name: 'Mga kaugnay na balita' });
      expect(await within(related).findByText('Marso 1, 2026')).toBeInTheDocument();
    });

    it('words the summary modal and its apology in Filipino', async () => {
      mockArticle(buildNews(), { 'POST /hitOpenaiApi/n1': reply.error(500, 'Something went wrong on our side. Please try again.') });
      await changeAppLanguage('fil');
      const { user } = renderRoute('/view-news/n1');
      await user.click(await screen.findByRole('button', { name: 'Ibuod ang Nilalaman' }));
      const dialog = await screen.findByRole('dialog', { name: 'Buod ng Nilalaman' });
      expect(within(dialog).getByText('Paumanhin, hindi makuha ang buod sa ngayon. Pakisubukang muli mamaya.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Isara ang buod' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Isara' })).toBeInTheDocument();
    });

    it('says in Filipino that an article is not found, in the title too', async () => {
      mockArticle(reply.error(404, 'News not found.'));
      await changeAppLanguage('fil');
      renderRoute('/view-news/n1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hindi nahanap ang artikulo' })).toBeInTheDocument();
      expect(document.title).toBe('Hindi nahanap ang artikulo · School Newsroom');
      expect(screen.getByText('Walang ganitong artikulo, o hindi pa ito nailalathala.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toBeInTheDocument();
    });

    it("shows the server's shared message in Filipino when the article fails to load", async () => {
      mockArticle(reply.error(500, 'Something went wrong on our side. Please try again.'));
      await changeAppLanguage('fil');
      renderRoute('/view-news/n1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hindi ma-load ang artikulo' })).toBeInTheDocument();
      expect(screen.getByText('Nagkaproblema sa aming panig. Pakisubukang muli.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
    });
  });
});
