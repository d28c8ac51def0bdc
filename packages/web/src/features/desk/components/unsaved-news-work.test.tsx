import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { buildNews } from '../../../test/build-news';
import { mockApi, reply } from '../../../test/mock-api';
import { author, renderRoute } from '../../../test/render-route';
import { categories, enter, field, openNewPost, slow, stubObjectUrls } from './news-form-fixtures';
import { newsDraftKey } from './use-news-draft';

const draftKeyOfNewPost = newsDraftKey(author.id!, 'news', 'new');
const stored = buildNews({ id: 'n1', title: 'Stored title', status: 'Pending', updatedAt: '2026-11-20T08:00:00.000Z' });

beforeEach(stubObjectUrls);
afterEach(() => notifications.clean());

describe('a post form keeps what is typed', slow, () => {
  it('keeps a draft in local storage as the writer types, and offers it back when the form opens again', async () => {
    const first = await openNewPost();
    await enter(first.user, field(/^title/i), 'Science fair results');
    await enter(first.user, field(/^description/i), 'Who won what.');
    await waitFor(() => expect(window.localStorage.getItem(draftKeyOfNewPost)).toContain('Science fair results'));
    first.unmount();

    const second = renderRoute('/add-news/_add', { as: author });
    const offer = await screen.findByRole('region', { name: 'Unsaved draft found' });
    expect(field(/^title/i)).toHaveValue('');
    await second.user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(field(/^title/i)).toHaveValue('Science fair results');
    expect(field(/^description/i)).toHaveValue('Who won what.');
    expect(screen.queryByRole('region', { name: 'Unsaved draft found' })).not.toBeInTheDocument();
  });

  it('forgets a discarded draft', async () => {
    window.localStorage.setItem(
      draftKeyOfNewPost,
      JSON.stringify({
        values: { title: 'Old idea', embedYoutubeUrl: '', category: '', description: '', content: '' },
        savedAt: '2026-11-21T02:00:00.000Z',
        itemUpdatedAt: null,
      }),
    );
    mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    const { user } = renderRoute('/add-news/_add', { as: author });
    await user.click(within(await screen.findByRole('region', { name: 'Unsaved draft found' })).getByRole('button', { name: 'Discard draft' }));
    expect(window.localStorage.getItem(draftKeyOfNewPost)).toBeNull();
    expect(field(/^title/i)).toHaveValue('');
  });

  it('says when the post was saved again after the draft began', async () => {
    window.localStorage.setItem(
      newsDraftKey(author.id!, 'news', 'n1'),
      JSON.stringify({
        values: { title: 'Draft title', embedYoutubeUrl: '', category: stored.category, description: stored.description, content: stored.content },
        savedAt: '2026-11-19T02:00:00.000Z',
        itemUpdatedAt: '2026-11-18T00:00:00.000Z',
      }),
    );
    mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories), 'GET /api/v1/news/n1': reply.ok(stored) });
    renderRoute('/add-news/n1', { as: author });
    const offer = await screen.findByRole('region', { name: 'Unsaved draft found' });
    expect(within(offer).getByText('The post has been saved since; restoring replaces its current text with the draft.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving goes and keeps the draft', async () => {
    const { user, router } = await openNewPost();
    await enter(user, field(/^title/i), 'Half-written story');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/add-news/_add');
    expect(field(/^title/i)).toHaveValue('Half-written story');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    expect(window.localStorage.getItem(draftKeyOfNewPost)).toContain('Half-written story');
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user, router } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-news'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or a closed tab only while there are unsaved changes', async () => {
    const { user } = await openNewPost();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await enter(user, field(/^title/i), 'Something');
    expect(unload()).toBe(true);
  });
});
