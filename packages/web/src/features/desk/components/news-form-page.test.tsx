import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { buildImage, buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';
import {
  categories,
  chooseFiles,
  enter,
  field,
  fillValid,
  formEntries,
  imageFile,
  openNewPost,
  pickFiles,
  post,
  slow,
  stubObjectUrls,
} from './news-form-fixtures';

const fields = {
  title: () => field(/^title/i),
  embed: () => field(/^embed url/i),
  category: () => field(/^category/i),
  description: () => field(/^description/i),
  content: () => field(/^content/i),
};

/** The preview plays the pasted link from YouTube's privacy-enhanced host, and only once play is pressed. */
async function playPreview(user: Awaited<ReturnType<typeof openNewPost>>['user']) {
  expect(screen.queryByTitle('Video preview')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play video: Video preview' }));
  expect(screen.getByTitle('Video preview')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
}

const created = buildNews({ id: 'n9', title: 'Robotics team wins', status: 'Pending' });

beforeEach(stubObjectUrls);
// Notifications live outside the rendered tree: clear them so one test's toast is not another's alert.
afterEach(() => notifications.clean());

describe('content form: create', slow, () => {
  it('shows every required-field message and sends nothing', async () => {
    const { api, user } = await openNewPost();
    await post(user);
    for (const message of [
      'Title is required.',
      'Thumbnail is required if no embed URL is provided.',
      'Please Select a Category.',
      'Description is required.',
      'Content is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /api/v1/news')).toHaveLength(0);
  });

  it('checks the embed link and previews a valid one, which stands in for the thumbnail', async () => {
    const { user } = await openNewPost();
    await enter(user, fields.embed(), 'https://vimeo.com/123');
    expect(screen.queryByTitle('Video preview')).not.toBeInTheDocument();
    await post(user);
    expect(await screen.findByText('Embed URL must be a valid YouTube embed link.')).toBeInTheDocument();

    await enter(user, fields.embed(), 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await playPreview(user);
    await post(user);
    await screen.findByText('Title is required.');
    expect(screen.queryByText('Embed URL must be a valid YouTube embed link.')).not.toBeInTheDocument();
    expect(screen.queryByText('Thumbnail is required if no embed URL is provided.')).not.toBeInTheDocument();
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ?si=Xb4pW0kPq1Rz9aLm',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('accepts the YouTube link %s as people paste it and previews its embed', async (link) => {
    const { user } = await openNewPost();
    expect(fields.embed()).toHaveAccessibleDescription('Any YouTube video link (watch, youtu.be, Shorts or embed), shown instead of the thumbnail.');
    await enter(user, fields.embed(), link);
    await playPreview(user);
    await post(user);
    await screen.findByText('Title is required.');
    expect(screen.queryByText('Embed URL must be a valid YouTube embed link.')).not.toBeInTheDocument();
  });

  it.each(['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'https://youtu.be/dQw4w9WgXc'])(
    'refuses the near miss %s',
    async (link) => {
      const { user } = await openNewPost();
      await enter(user, fields.embed(), link);
      expect(screen.queryByTitle('Video preview')).not.toBeInTheDocument();
      await post(user);
      expect(await screen.findByText('Embed URL must be a valid YouTube embed link.')).toBeInTheDocument();
    },
  );

  it('counts the description live and refuses more than 255 characters', async () => {
    const { user } = await openNewPost();
    expect(screen.getByText('0/255 characters')).toBeInTheDocument();
    await enter(user, fields.description(), 'x'.repeat(256));
    expect(screen.getByText('256/255 characters')).toBeInTheDocument();
    await post(user);
    expect(await screen.findByText('Description must be 255 characters or less (currently 256).')).toBeInTheDocument();
  });

  it("refuses a title or content longer than the server takes, with the server's messages, and sends nothing", async () => {
    const { api, user } = await openNewPost({ 'POST /api/v1/news': pending });
    await fillValid(user);
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await enter(user, fields.title(), 't'.repeat(201));
    await enter(user, fields.content(), 'c'.repeat(100_001));
    await post(user);
    expect(await screen.findByText('Title must be 200 characters or less.')).toBeInTheDocument();
    expect(screen.getByText('Content must be 100000 characters or less.')).toBeInTheDocument();
    expect(fields.title()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/v1/news')).toHaveLength(0);

    // At the limit it goes.
    await enter(user, fields.title(), 't'.repeat(200));
    await enter(user, fields.content(), 'c'.repeat(100_000));
    await post(user);
    await waitFor(() => expect(api.calls('POST /api/v1/news')).toHaveLength(1));
  });

  it.each([
    ['an AUTHOR', '/my-news', author],
    ['an ADMIN', '/news-management', admin],
  ])('sends the multipart form with its exact field names, then takes %s to %s', async (_, list, who) => {
    const { api, user, router } = await openNewPost(
      { 'POST /api/v1/news': { status: 201, body: created }, 'GET /api/v1/news': reply.ok([created]) },
      who,
    );
    await fillValid(user);
    await enter(user, fields.embed(), 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await chooseFiles(/^additional photos/i, [imageFile('one.png'), imageFile('two.png')]);
    await chooseFiles(/^additional photos/i, [imageFile('three.png')]);
    expect(screen.getByRole('img', { name: 'Photo 1: cover.png' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove photo 2 (two.png)' }));
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(list));
    const request = api.calls('POST /api/v1/news')[0];
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(formEntries(request.body)).toEqual({
      title: ['Robotics team wins'],
      thumbnailUrl: ['file:cover.png'],
      description: ['Our robotics team took first place.'],
      content: ['First paragraph.\nSecond line.'],
      category: ['Animo Idol'],
      embedYoutubeUrl: ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
      additionalPhotos: ['file:one.png', 'file:three.png'],
      photoDetails: [JSON.stringify([{ photo: 'new:0' }, { photo: 'new:1' }])],
      author: [who.fullname!],
    });
  });

  it('takes images only', async () => {
    await openNewPost();
    pickFiles(/^additional photos/i, [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Only image files (JPEG, PNG, WebP, GIF, AVIF) of up to 10 MB can be added.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /notes\.pdf/ })).not.toBeInTheDocument();
  });

  it('shows a spinner on Post while saving', async () => {
    const { api, user } = await openNewPost({ 'POST /api/v1/news': pending });
    await fillValid(user);
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await post(user);
    await waitFor(() => expect(api.calls('POST /api/v1/news')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAttribute('data-loading', 'true');
  });

  it("puts the server's field errors on their fields and keeps the values", async () => {
    const { user, router } = await openNewPost({
      'POST /api/v1/news': reply.error(400, 'Some fields are not valid.', [
        { field: 'title', message: 'Title must be 200 characters or less.' },
        { field: 'thumbnailUrl', message: 'Thumbnail is required if no embed URL is provided.' },
      ]),
    });
    await fillValid(user);
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await post(user);
    expect(await screen.findByText('Title must be 200 characters or less.')).toBeInTheDocument();
    expect(fields.title()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Thumbnail is required if no embed URL is provided.')).toBeInTheDocument();
    expect(fields.title()).toHaveValue('  Robotics team wins  ');
    expect(fields.category()).toHaveValue('Animo Idol');
    expect(router.state.location.pathname).toBe('/add-news/_add');
  });

  it.each([
    [413, 'Each file must be 10 MB or smaller.'],
    [415, 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded.'],
  ])('shows a %i in an alert', async (status, message) => {
    const { user } = await openNewPost({ 'POST /api/v1/news': reply.error(status, message) });
    await fillValid(user);
    await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
    await post(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fields.description()).toHaveValue('Our robotics team took first place.');
  });

  it.each([
    ['an AUTHOR', '/my-news', author],
    ['an ADMIN', '/news-management', admin],
  ])('Cancel takes %s to %s without saving', async (_, list, who) => {
    const api = mockApi({ 'GET /api/v1/news': reply.ok([]) });
    const { user, router } = renderRoute('/add-news/_add', { as: who });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(list);
    expect(api.calls('POST /api/v1/news')).toHaveLength(0);
  });
});

describe('content form: edit', slow, () => {
  const stored = buildNews({
    id: 'n1',
    category: 'BalitAraneta',
    embedYouTubeUrl: null,
    additionalPhotos: ['/media/p1.jpg', '/media/p2.jpg'],
    photos: [buildImage('p1'), buildImage('p2')],
  });

  it('loads the item, keeps the stored thumbnail, omits author and sends the kept photos', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/news/n1': reply.ok(stored),
      'PUT /api/v1/news/n1': reply.ok(stored),
      'GET /api/v1/news': reply.ok([stored]),
    });
    const { user, router } = renderRoute('/add-news/n1', { as: author });
    await screen.findByRole('heading', { name: 'Edit Post' });
    expect(fields.title()).toHaveValue(stored.title);
    expect(fields.category()).toHaveValue('BalitAraneta');
    expect(fields.description()).toHaveValue(stored.description);
    expect(fields.content()).toHaveValue(stored.content);
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();

    const photos = screen.getByRole('list', { name: 'Additional Photos: 2 selected' });
    expect(within(photos).getAllByRole('img', { name: /^Current photo/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove current photo 1' }));
    expect(screen.getAllByRole('img', { name: /^Current photo/ })).toHaveLength(1);
    await chooseFiles(/^additional photos/i, [imageFile('new.png')]);
    await enter(user, fields.title(), 'Robotics team wins again');
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const body = formEntries(api.calls('PUT /api/v1/news/n1')[0].body);
    expect(body).toEqual({
      title: ['Robotics team wins again'],
      description: [stored.description],
      content: [stored.content],
      category: ['BalitAraneta'],
      embedYoutubeUrl: [''],
      additionalPhotos: ['file:new.png'],
      existingPhotos: [JSON.stringify(['/media/p2.jpg'])],
      photoDetails: [JSON.stringify([{ photo: '/media/p2.jpg' }, { photo: 'new:0' }])],
      thumbnailDetails: ['{}'],
    });
    expect(body.author).toBeUndefined();
    expect(body.thumbnailUrl).toBeUndefined();
  });

  it('shows Loading... while the item loads', async () => {
    mockApi({ 'GET /api/v1/news/n1': pending });
    renderRoute('/add-news/n1', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it.each([
    [404, 'News not found.'],
    [403, 'You can only open content that you wrote.'],
  ])('explains a %i', async (status, message) => {
    mockApi({ 'GET /api/v1/news/n1': reply.error(status, 'nope') });
    renderRoute('/add-news/n1', { as: author });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Back to List' })).toBeInTheDocument();
  });
});

describe('content form in Filipino', slow, () => {
  it('words the fields, the photo pickers and the messages in Filipino', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/add-news/_add', { as: author });
    await screen.findByRole('heading', { name: 'Gumawa ng Post' });
    expect(screen.getByText('0/255 character')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Pumili ng kategorya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Iba Pang Larawan: I-drag dito ang mga larawan/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ipasa' }));
    expect(await screen.findByText('Kailangan ang pamagat.')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang thumbnail kung walang embed URL.')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang paglalarawan.')).toBeInTheDocument();
  });

  it('refuses a title longer than the server takes in Filipino, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/add-news/_add', { as: author });
    await screen.findByRole('heading', { name: 'Gumawa ng Post' });
    await enter(user, field(/^pamagat/i), 't'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Ipasa' }));
    expect(await screen.findByText('Hanggang 200 character lamang ang pamagat.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/news')).toHaveLength(0);
  });
});
