import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildImage, buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';
import { categories, chooseFiles, enter, formEntries, imageFile, stubObjectUrls } from './news-form-fixtures';

type Setup = ReturnType<typeof renderRoute>;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'select, textarea' });
const post = (user: Setup['user']) => user.click(screen.getByRole('button', { name: 'Post' }));

beforeEach(stubObjectUrls);
afterEach(() => notifications.clean());

// Each test fills a whole form with uploads; on a busy machine that can pass the 15 s default.
const slow = { timeout: 45_000 };

describe('AI content form: create', slow, () => {
  it('shows the AI form messages and sends nothing', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    const { user } = renderRoute('/add-news-withAI/_add', { as: author });
    await screen.findByRole('heading', { name: 'Create Post' });
    await post(user);
    expect(await screen.findByText('Please Select a Category.')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Thumbnail is required')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/AInews')).toHaveLength(0);
  });

  it('counts whitespace-only content as missing', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    const { user } = renderRoute('/add-news-withAI/_add', { as: author });
    await screen.findByRole('heading', { name: 'Create Post' });
    await enter(user, field(/^content/i), '   \n  ');
    await post(user);
    expect(await screen.findByText('Content is required')).toBeInTheDocument();
  });

  it("refuses content longer than the server takes, with the server's message, and sends nothing", async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    const { user } = renderRoute('/add-news-withAI/_add', { as: author });
    await screen.findByRole('heading', { name: 'Create Post' });
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await user.selectOptions(field(/^category/i), 'BalitAraneta');
    await enter(user, field(/^content/i), 'c'.repeat(100_001));
    await post(user);
    expect(await screen.findByText('Content must be 100000 characters or less.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/AInews')).toHaveLength(0);
  });

  it.each([
    ['an AUTHOR', '/my-news', author],
    ['an ADMIN', '/news-management', admin],
  ])('spins while the server drafts, names the drafted title, then takes %s to %s', async (_, list, who) => {
    let answer: (value: MockAnswer) => void = () => {};
    const drafted = buildNews({ id: 'n7', title: 'Robots Rule the Regional Finals', status: 'Pending' });
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'POST /api/v1/AInews': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/v1/news': reply.ok([drafted]),
    });
    const { user, router } = renderRoute('/add-news-withAI/_add', { as: who });
    await screen.findByRole('heading', { name: 'Create Post' });
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await user.selectOptions(field(/^category/i), 'BalitAraneta');
    await enter(user, field(/^content/i), '  Our robotics team took first place.\nThe finals were close.  ');
    await chooseFiles(/^additional photos/i, [imageFile('one.png'), imageFile('two.png')]);
    await post(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByText('Drafting the title and description...')).toBeInTheDocument();
    expect(formEntries(api.calls('POST /api/v1/AInews')[0].body)).toEqual({
      thumbnail: ['file:cover.png'],
      category: ['BalitAraneta'],
      content: ['Our robotics team took first place.\nThe finals were close.'],
      additionalPhotos: ['file:one.png', 'file:two.png'],
      photoDetails: [JSON.stringify([{ photo: 'new:0' }, { photo: 'new:1' }])],
    });

    answer({ status: 201, body: drafted });
    await waitFor(() => expect(router.state.location.pathname).toBe(list));
    expect(await screen.findByText('Robots Rule the Regional Finals')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the values", async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'POST /api/v1/AInews': reply.error(415, 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded.'),
    });
    const { user, router } = renderRoute('/add-news-withAI/_add', { as: author });
    await screen.findByRole('heading', { name: 'Create Post' });
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await user.selectOptions(field(/^category/i), 'BalitAraneta');
    await enter(user, field(/^content/i), 'Story');
    await post(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files (JPEG, PNG, WebP, GIF) can be uploaded.');
    expect(field(/^content/i)).toHaveValue('Story');
    expect(router.state.location.pathname).toBe('/add-news-withAI/_add');
  });

  it('Cancel goes back without saving', async () => {
    const api = mockApi({ 'GET /api/v1/news': reply.ok([]) });
    const { user, router } = renderRoute('/add-news-withAI/_add', { as: author });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/my-news');
    expect(api.calls('POST /api/v1/AInews')).toHaveLength(0);
  });
});

describe('AI content form: edit', slow, () => {
  it('needs no new thumbnail and saves through PUT, keeping the title and description', async () => {
    const stored = buildNews({
      id: 'n1',
      embedYouTubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      additionalPhotos: ['/media/p1.jpg', '/media/p2.jpg'],
      photos: [buildImage('p1'), buildImage('p2')],
    });
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/news/n1': reply.ok(stored),
      'PUT /api/v1/news/n1': reply.ok(stored),
      'GET /api/v1/news': reply.ok([stored]),
    });
    const { user, router } = renderRoute('/add-news-withAI/n1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit Post' });
    expect(field(/^category/i)).toHaveValue(stored.category);
    expect(field(/^content/i)).toHaveValue(stored.content);
    await user.click(screen.getByRole('button', { name: 'Remove current photo 2' }));
    await enter(user, field(/^content/i), 'New story.');
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/news-management'));
    expect(formEntries(api.calls('PUT /api/v1/news/n1')[0].body)).toEqual({
      title: [stored.title],
      description: [stored.description],
      content: ['New story.'],
      category: [stored.category],
      embedYoutubeUrl: ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
      existingPhotos: [JSON.stringify(['/media/p1.jpg'])],
      photoDetails: [JSON.stringify([{ photo: '/media/p1.jpg' }])],
      thumbnailDetails: ['{}'],
    });
    expect(api.calls('POST /api/v1/AInews')).toHaveLength(0);
  });
});

describe('AI content form in Filipino', slow, () => {
  it('words the form and its messages in Filipino', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/add-news-withAI/_add', { as: author });
    await screen.findByRole('heading', { name: 'Gumawa ng Post' });
    expect(screen.getByText(/^Isulat o i-paste ang balita/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Silipin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ipasa' }));
    expect(await screen.findByText('Pumili ng Kategorya.')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang nilalaman')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang thumbnail')).toBeInTheDocument();
  });
});
