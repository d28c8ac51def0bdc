import { useEffect } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { buildImage, buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, networkFailure, pending, reply } from '../../../test/mock-api';
import { author, renderRoute, type TestUser } from '../../../test/render-route';
import {
  categories,
  chooseFiles,
  enter,
  field,
  fillValid,
  formEntries,
  imageFile,
  openNewPost,
  post,
  slow,
  stubObjectUrls,
} from './news-form-fixtures';

// jsdom cannot draw: the crop frame reports a chosen area at once, and the canvas step is a stub.
const cropImage = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/crop-image', () => ({ cropImage }));
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper({ onCropComplete }: { onCropComplete?: (area: unknown, pixels: unknown) => void }) {
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the real frame does when its image loads
    useEffect(() => onCropComplete?.({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 40, width: 1600, height: 900 }), []);
    return <div>Crop frame</div>;
  },
}));

const stored = buildNews({
  id: 'n1',
  category: 'BalitAraneta',
  embedYouTubeUrl: null,
  thumbnail: buildImage('thumb', { caption: 'The winning robot', credit: 'Ana Cruz' }),
  additionalPhotos: ['/media/p1.jpg', '/media/p2.jpg'],
  photos: [buildImage('p1', { caption: 'Finals', alt: 'Students cheering' }), buildImage('p2')],
});

function openEdit(handlers: Parameters<typeof mockApi>[0] = {}, as: TestUser = author) {
  const api = mockApi({
    'GET /api/v1/categories/get-categories': reply.ok(categories),
    'GET /api/v1/news/n1': reply.ok(stored),
    'PUT /api/v1/news/n1': reply.ok(stored),
    'GET /api/v1/news': reply.ok([stored]),
    ...handlers,
  });
  return { api, ...renderRoute('/add-news/n1', { as }) };
}

async function fillNewPost(user: UserEvent) {
  await fillValid(user);
  await chooseFiles(/^thumbnail/i, [imageFile('cover.png')]);
}

/** Opens a photo's caption dialog, types its words, closes it. */
async function describePhoto(user: UserEvent, photoName: string, words: { caption?: string; credit?: string; alt?: string }) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`caption & credit for ${photoName.replace(/[.:]/g, '\\$&')}$`) }));
  const dialog = await screen.findByRole('dialog', { name: 'Caption & credit' });
  if (words.caption !== undefined) await enter(user, within(dialog).getByLabelText('Caption'), words.caption);
  if (words.credit !== undefined) await enter(user, within(dialog).getByLabelText('Credit'), words.credit);
  if (words.alt !== undefined) await enter(user, within(dialog).getByLabelText('Alt text'), words.alt);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Caption & credit' })).not.toBeInTheDocument());
}

beforeEach(stubObjectUrls);
afterEach(() => notifications.clean());

describe('post form photos: captions, credits and alt text', slow, () => {
  it('sends what is typed for the thumbnail and each new photo, in thumbnailDetails and photoDetails', async () => {
    const { api, user, router } = await openNewPost({ 'POST /api/v1/news': { status: 201, body: stored }, 'GET /api/v1/news': reply.ok([stored]) });
    await fillNewPost(user);
    await chooseFiles(/^additional photos/i, [imageFile('one.png'), imageFile('two.png')]);

    await describePhoto(user, 'Photo 1: cover.png', { caption: '  The winning robot ', credit: 'Ana Cruz', alt: 'A robot lifting a cup' });
    await describePhoto(user, 'Photo 2: two.png', { caption: 'Our coach', credit: 'School paper' });
    expect(screen.getByRole('button', { name: /^Edit caption & credit for Photo 2: two\.png$/ })).toBeInTheDocument();
    expect(screen.getByText('Our coach')).toBeInTheDocument();
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const body = formEntries(api.calls('POST /api/v1/news')[0].body);
    expect(JSON.parse(body.thumbnailDetails[0])).toEqual({ caption: 'The winning robot', credit: 'Ana Cruz', alt: 'A robot lifting a cup' });
    expect(JSON.parse(body.photoDetails[0])).toEqual([{ photo: 'new:0' }, { photo: 'new:1', caption: 'Our coach', credit: 'School paper' }]);
    expect(body.additionalPhotos).toEqual(['file:one.png', 'file:two.png']);
  });

  it('shows the limits, and prefills the stored words on edit', async () => {
    const { user } = openEdit();
    await screen.findByRole('heading', { name: 'Edit Post' });
    await user.click(await screen.findByRole('button', { name: /^Edit caption & credit for Current photo 1$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Caption & credit' });
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Finals');
    expect(within(dialog).getByLabelText('Caption')).toHaveAttribute('maxlength', '300');
    expect(within(dialog).getByLabelText('Credit')).toHaveAttribute('maxlength', '120');
    expect(within(dialog).getByLabelText('Alt text')).toHaveValue('Students cheering');
    expect(within(dialog).getByText('6/300 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: /^Edit caption & credit for Current thumbnail$/ }));
    const thumbnailDialog = await screen.findByRole('dialog', { name: 'Caption & credit' });
    expect(within(thumbnailDialog).getByLabelText('Caption')).toHaveValue('The winning robot');
    expect(within(thumbnailDialog).getByLabelText('Credit')).toHaveValue('Ana Cruz');
  });

  it('on edit sends every kept photo with its words, a cleared word left out', async () => {
    const { api, user, router } = openEdit();
    await screen.findByRole('heading', { name: 'Edit Post' });
    await describePhoto(user, 'Current thumbnail', { credit: '' });
    await describePhoto(user, 'Current photo 2', { caption: 'Trophy' });
    await chooseFiles(/^additional photos/i, [imageFile('new.png')]);
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const body = formEntries(api.calls('PUT /api/v1/news/n1')[0].body);
    expect(JSON.parse(body.thumbnailDetails[0])).toEqual({ caption: 'The winning robot' });
    expect(JSON.parse(body.photoDetails[0])).toEqual([
      { photo: '/media/p1.jpg', caption: 'Finals', alt: 'Students cheering' },
      { photo: '/media/p2.jpg', caption: 'Trophy' },
      { photo: 'new:0' },
    ]);
    expect(body.existingPhotos).toEqual([JSON.stringify(['/media/p1.jpg', '/media/p2.jpg'])]);
  });
});

describe('post form photos: order', slow, () => {
  // jsdom lays nothing out: give each photo of a list its own place in a row, so the keyboard can move between them.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = this.tagName === 'LI' && this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
      const left = index * 120;
      return { x: left, y: 0, left, top: 0, right: left + 100, bottom: 100, width: 100, height: 100, toJSON: () => ({}) } as DOMRect;
    });
  });

  it('moves a photo with the keyboard, says so, and sends the new order', async () => {
    const { api, user, router } = openEdit();
    await screen.findByRole('heading', { name: 'Edit Post' });
    await chooseFiles(/^additional photos/i, [imageFile('new.png')]);
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Current photo 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // Picking up is said, then (at once) where the photo is.
    expect(await screen.findByText('Current photo 1 is now at position 1 of 3.')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    expect(await screen.findByText(/^Current photo 1 dropped at position 3 of 3\.$/)).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Additional Photos: 3 selected' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['Current photo 2', 'Photo 1: new.png', 'Current photo 1']),
    );
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const body = formEntries(api.calls('PUT /api/v1/news/n1')[0].body);
    expect(JSON.parse(body.photoDetails[0]).map((entry: { photo: string }) => entry.photo)).toEqual(['/media/p2.jpg', 'new:0', '/media/p1.jpg']);
    expect(body.existingPhotos).toEqual([JSON.stringify(['/media/p2.jpg', '/media/p1.jpg'])]);
  });
});

describe('post form photos: crop', slow, () => {
  beforeEach(() => {
    cropImage.mockReset();
  });

  it('replaces a picked thumbnail with its crop, and Cancel leaves it as it was', async () => {
    const cropped = new File(['cropped-bytes'], 'cover.png', { type: 'image/webp' });
    cropImage.mockResolvedValue(cropped);
    const { api, user, router } = await openNewPost({ 'POST /api/v1/news': { status: 201, body: stored }, 'GET /api/v1/news': reply.ok([stored]) });
    await fillNewPost(user);
    const picked = screen.getByRole('img', { name: 'Photo 1: cover.png' }).getAttribute('src');

    await user.click(await screen.findByRole('button', { name: 'Crop Photo 1: cover.png' }));
    let dialog = await screen.findByRole('dialog', { name: 'Crop photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop photo' })).not.toBeInTheDocument());
    expect(cropImage).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Photo 1: cover.png' })).toHaveAttribute('src', picked);

    await user.click(screen.getByRole('button', { name: 'Crop Photo 1: cover.png' }));
    dialog = await screen.findByRole('dialog', { name: 'Crop photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply crop' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop photo' })).not.toBeInTheDocument());
    // The area the frame chose, from the picked file, under the same name.
    expect(cropImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'cover.png' }), { x: 0, y: 40, width: 1600, height: 900 }, 'cover.png');
    expect(screen.getByRole('img', { name: 'Photo 1: cover.png' })).not.toHaveAttribute('src', picked);
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    expect((api.calls('POST /api/v1/news')[0].body as FormData).get('thumbnailUrl')).toBe(cropped);
  });

  it('crops a stored thumbnail fetched from its address, which then goes as a new thumbnail', async () => {
    const cropped = new File(['cropped-bytes'], 'thumb.jpg', { type: 'image/jpeg' });
    cropImage.mockResolvedValue(cropped);
    const { api, user, router } = openEdit({ 'GET /media/thumb.jpg': reply.ok('image-bytes') });
    await screen.findByRole('heading', { name: 'Edit Post' });
    await user.click(await screen.findByRole('button', { name: 'Crop Current thumbnail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop photo' });
    await user.click(await within(dialog).findByRole('button', { name: 'Apply crop' }));
    await waitFor(() => expect(api.calls('GET /media/thumb.jpg')).toHaveLength(1));
    await screen.findByRole('img', { name: 'Photo 1: thumb.jpg' });
    await post(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const body = api.calls('PUT /api/v1/news/n1')[0].body as FormData;
    expect(body.get('thumbnailUrl')).toBe(cropped);
    // The stored thumbnail's words stay with its crop.
    expect(JSON.parse(body.get('thumbnailDetails') as string)).toEqual({ caption: 'The winning robot', credit: 'Ana Cruz' });
  });
});

describe('post form photos: upload progress and retry', slow, () => {
  it('shows how much of the upload has gone', async () => {
    const { api, user } = await openNewPost({ 'POST /api/v1/news': pending });
    api.setUploadSteps([0.1, 0.42]);
    await fillNewPost(user);
    await post(user);

    expect(await screen.findByText('Uploading photos… 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photo upload' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('keeps everything after a failed upload, and Retry sends the same form again', async () => {
    const { api, user, router } = openEdit({ 'PUT /api/v1/news/n1': networkFailure });
    await screen.findByRole('heading', { name: 'Edit Post' });
    await enter(user, field(/^title/i), 'Robotics team wins again');
    await chooseFiles(/^additional photos/i, [imageFile('new.png')]);
    await describePhoto(user, 'Photo 1: new.png', { caption: 'New angle' });
    await post(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    expect(field(/^title/i)).toHaveValue('Robotics team wins again');
    expect(screen.getByRole('img', { name: 'Photo 1: new.png' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    api.set('PUT /api/v1/news/n1', reply.ok(stored));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    const [failed, retried] = api.calls('PUT /api/v1/news/n1').map((request) => formEntries(request.body));
    expect(retried).toEqual(failed);
    expect(retried.title).toEqual(['Robotics team wins again']);
    expect(retried.additionalPhotos).toEqual(['file:new.png']);
    expect(JSON.parse(retried.photoDetails[0])).toContainEqual({ photo: 'new:0', caption: 'New angle' });
  });

  it('offers no Retry when the server refused the form itself', async () => {
    const { user } = openEdit({ 'PUT /api/v1/news/n1': reply.error(400, 'Caption must be 300 characters or less.') });
    await screen.findByRole('heading', { name: 'Edit Post' });
    await post(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Caption must be 300 characters or less.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('post form photos in Filipino', slow, () => {
  it('words the stored photos, the caption dialog and the crop dialog in Filipino', async () => {
    await changeAppLanguage('fil');
    const { user } = openEdit();
    await user.click(await screen.findByRole('button', { name: 'I-edit ang caption at credit para sa Kasalukuyang larawan 1' }));
    const words = await screen.findByRole('dialog', { name: 'Caption at credit' });
    expect(within(words).getByPlaceholderText('Kuha ni ...')).toBeInTheDocument();
    await user.click(within(words).getByRole('button', { name: 'Tapos na' }));

    await user.click(screen.getByRole('button', { name: 'I-crop ang Kasalukuyang thumbnail' }));
    const crop = await screen.findByRole('dialog', { name: 'I-crop ang larawan' });
    expect(within(crop).getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Iba Pang Larawan: 2 ang napili' })).toBeInTheDocument();
  });
});
