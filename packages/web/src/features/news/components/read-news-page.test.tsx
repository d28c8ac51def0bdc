import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { buildImage, buildNews } from '../../../test/build-news';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

function mockReader(news: News | MockAnswer, views: MockAnswer = reply.ok(41)) {
  return mockApi({
    'GET /api/v1/news/n1': 'id' in news ? reply.ok(news) : news,
    'GET /api/v1/news/views/n1': views,
    'GET /api/v1/news': reply.ok([]),
  });
}

const withPhotos = (count: number) => {
  const names = Array.from({ length: count }, (_, index) => `p${index + 1}`);
  return buildNews({ additionalPhotos: names.map((name) => `/media/${name}.jpg`), photos: names.map(buildImage) });
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
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
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
    expect(within(preview).getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', '/media/thumb.jpg');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open thumbnail in full screen' }));
    await screen.findByRole('dialog', { name: 'Thumbnail' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the YouTube video when there is no thumbnail', async () => {
    mockReader(buildNews({ thumbnailUrl: null, thumbnail: null, embedYouTubeUrl: 'https://www.youtube.com/embed/abc123' }));
    renderRoute('/read-news/n1', { as: admin });
    const link = await screen.findByRole('link', { name: 'Watch the video on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/embed/abc123');
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
    expect(within(preview).getByRole('img', { name: 'Photo 6 of 6' })).toHaveAttribute('src', '/media/p6.jpg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo 6 of 6' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'All Gallery Photos' })).toBeInTheDocument();
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
