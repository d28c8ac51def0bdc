import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { buildImage, buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

function mockReader(news: News | MockAnswer, views: MockAnswer = reply.ok(41)) {
  return mockApi({
    'GET /api/v1/news/n1': 'id' in news ? reply.ok(news) : news,
    'GET /api/v1/news/views/n1': views,
    // An ADMIN may edit any story: its captions panel asks for its files.
    'GET /api/v1/news/n1/captions': reply.ok([]),
    'GET /api/v1/news': reply.ok([]),
  });
}

const withPhotos = (count: number) => {
  const names = Array.from({ length: count }, (_, index) => `p${index + 1}`);
  return buildNews({ additionalPhotos: names.map((name) => `/media/${name}.jpg`), photos: names.map((name) => buildImage(name)) });
};

const photosPanel = () => screen.getByRole('region', { name: 'Additional photos' });
const mediaPanel = () => screen.getByRole('region', { name: 'Thumbnail or video' });

describe('news reader', () => {
  it('shows Loading... first', async () => {
    mockReader({ status: 200 }).set('GET /api/v1/news/n1', pending);
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows the details: en-US date, category in capitals, byline, status, views and the text with its line breaks', async () => {
    mockReader(buildNews({ status: 'Pending', content: 'First paragraph.\nSecond line.' }));
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Robotics team wins regional title' })).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('BALITARANETA')).toBeInTheDocument();
    expect(screen.getByText('By Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Our robotics team took first place.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(await screen.findByText('41 views')).toBeInTheDocument();
    const content = screen.getByText(/First paragraph\./);
    expect(content.textContent).toBe('First paragraph.\nSecond line.');
    expect(content.querySelectorAll('br')).toHaveLength(1);
  });

  it('draws the Markdown as readers will see it, its headings under the h2 title', async () => {
    mockReader(buildNews({ content: '## The final\n\nA **clean** win.' }));
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByRole('heading', { level: 3, name: 'The final' })).toBeInTheDocument();
    expect(screen.getByText('clean').tagName).toBe('STRONG');
  });

  it('shows 0 views when the count cannot be read', async () => {
    mockReader(buildNews(), reply.error(500, 'boom'));
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('0 views')).toBeInTheDocument();
  });

  it('opens the thumbnail in a full-screen preview that Close and Escape both close', async () => {
    mockReader(buildNews());
    const { user } = renderRoute('/read-news/n1', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Open thumbnail in full screen' }));
    const preview = await screen.findByRole('dialog', { name: 'Thumbnail' });
    // Without an alt text or a caption from its writer, a photo is named by the story's title.
    expect(within(preview).getByRole('img', { name: 'Robotics team wins regional title' })).toHaveAttribute('src', '/media/thumb.jpg');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open thumbnail in full screen' }));
    await screen.findByRole('dialog', { name: 'Thumbnail' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the YouTube video when there is no thumbnail', async () => {
    mockReader(buildNews({ thumbnailUrl: null, thumbnail: null, embedYouTubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }));
    renderRoute('/read-news/n1', { as: admin });
    const link = await screen.findByRole('link', { name: 'Watch the video on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(within(mediaPanel()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when there is neither a thumbnail nor a video', async () => {
    mockReader(buildNews({ thumbnailUrl: null, thumbnail: null, embedYouTubeUrl: null }));
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('No Thumbnail or YouTube Link Available')).toBeInTheDocument();
  });

  it('says when there are no additional photos', async () => {
    mockReader(withPhotos(0));
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('No Additional Photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View All Photos/ })).not.toBeInTheDocument();
  });

  it('shows up to four photos without a View All button', async () => {
    mockReader(withPhotos(4));
    renderRoute('/read-news/n1', { as: admin });
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    expect(within(photosPanel()).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /View All Photos/ })).not.toBeInTheDocument();
  });

  it('with more than four photos shows four, all in the All Gallery Photos modal, and previews any (Escape closes the preview only)', async () => {
    mockReader(withPhotos(6));
    const { user } = renderRoute('/read-news/n1', { as: admin });
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    expect(within(photosPanel()).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: /View All Photos/ }));
    const gallery = await screen.findByRole('dialog', { name: 'All Gallery Photos' });
    expect(within(gallery).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(6);

    await user.click(within(gallery).getByRole('button', { name: 'Open photo 6 of 6 in full screen' }));
    const preview = await screen.findByRole('dialog', { name: 'Photo 6 of 6' });
    expect(within(preview).getByRole('img', { name: 'Robotics team wins regional title' })).toHaveAttribute('src', '/media/p6.jpg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo 6 of 6' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'All Gallery Photos' })).toBeInTheDocument();
  });

  it('shows each photo with its caption and credit, in the grid and in the preview, named by its alt text or else its caption', async () => {
    mockReader(
      buildNews({
        thumbnail: buildImage('thumb', { caption: 'The whole team', credit: 'Ana Reyes' }),
        additionalPhotos: ['/media/p1.jpg', '/media/p2.jpg'],
        photos: [
          buildImage('p1', { caption: 'The robot', credit: 'Ben Cruz', alt: 'A small wheeled robot' }),
          buildImage('p2', { credit: 'Cara Lim' }),
        ],
      }),
    );
    const { user } = renderRoute('/read-news/n1', { as: admin });
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    expect(within(mediaPanel()).getByRole('img', { name: 'The whole team' })).toHaveAttribute('src', '/media/thumb.jpg');
    expect(within(mediaPanel()).getByText('Photo: Ana Reyes').closest('figcaption')).toHaveTextContent('The whole teamPhoto: Ana Reyes');
    expect(within(photosPanel()).getByRole('img', { name: 'A small wheeled robot' })).toHaveAttribute('src', '/media/p1.jpg');
    expect(within(photosPanel()).getByText('The robot')).toBeInTheDocument();
    expect(within(photosPanel()).getByText('Photo: Ben Cruz')).toBeInTheDocument();
    expect(within(photosPanel()).getByRole('img', { name: 'Robotics team wins regional title' })).toHaveAttribute('src', '/media/p2.jpg');
    expect(within(photosPanel()).getByText('Photo: Cara Lim')).toBeInTheDocument();

    await user.click(within(photosPanel()).getByRole('button', { name: 'Open photo 1 of 2 in full screen' }));
    const preview = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(preview).getByRole('img', { name: 'A small wheeled robot' })).toHaveAttribute('src', '/media/p1.jpg');
    expect(within(preview).getByText('The robot')).toBeInTheDocument();
    expect(within(preview).getByText('Photo: Ben Cruz')).toBeInTheDocument();
  });

  it.each([
    [404, 'News not found.'],
    [403, 'You can only open content that you wrote.'],
  ])('explains a %i', async (status, message) => {
    mockReader(reply.error(status, 'nope'));
    renderRoute('/read-news/n1', { as: author });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['an AUTHOR', '/my-news', author],
    ['an ADMIN', '/news-management', admin],
  ])('Back takes %s to %s when the reader was opened directly', async (_, list, who) => {
    mockReader(buildNews());
    const { user, router } = renderRoute('/read-news/n1', { as: who });
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(list);
  });

  it('Back returns to the previous screen when there is one', async () => {
    mockReader(buildNews());
    const { user, router } = renderRoute('/pending-news', { as: admin });
    await router.navigate('/read-news/n1');
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pending-news'));
  });
});

describe('news reader in Filipino', () => {
  it('words the byline, status, views, panels and Back in Filipino', async () => {
    mockReader(buildNews({ status: 'Pending' }));
    await changeAppLanguage('fil');
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('Ni Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Hinihintay')).toBeInTheDocument();
    expect(await screen.findByText('41 view')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Iba pang larawan' })).getByText('Walang Iba Pang Larawan')).toBeInTheDocument();
  });
});
