import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commentMessages, commentReplyMessages, type PublicComment, type PublicCommentReply } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildNews } from '../../../test/build-news';
import { mockApi, reply, type MockAnswer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const COMMENTS = 'GET /api/v1/news/approved/comments/n1';
const POST = 'POST /api/v1/comment-news/n1';

const buildReply = (overrides: Partial<PublicCommentReply> = {}): PublicCommentReply => ({
  id: 'c1',
  fullName: 'Paolo',
  content: 'Congratulations to the team!',
  createdAt: '2026-03-05T10:00:00.000Z',
  parentId: null,
  status: 'approved',
  awaitingModeration: false,
  mine: false,
  deleted: false,
  ...overrides,
});

const buildThread = (overrides: Partial<PublicComment> = {}): PublicComment => ({ ...buildReply(), replies: [], ...overrides });

function mockPage(comments: PublicComment[] | MockAnswer | (() => Promise<MockAnswer>), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/public-news/n1': reply.ok(buildNews()),
    'POST /api/v1/view-news/n1': reply.ok({ views: 42, counted: true }),
    [COMMENTS]: Array.isArray(comments) ? reply.ok(comments) : comments,
    ...extra,
  });
}

const commentForm = () => screen.getByRole('form', { name: 'Leave a comment' });

type User = ReturnType<typeof renderRoute>['user'];

/** Pastes rather than types: the same change events, far fewer of them on a busy test machine. */
async function enter(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillForm(user: User, form: HTMLElement, values: { name?: string; email?: string; content?: string }) {
  if (values.name) await enter(user, within(form).getByLabelText('Name'), values.name);
  if (values.email) await enter(user, within(form).getByLabelText(/^Email/), values.email);
  if (values.content) await enter(user, within(form).getByLabelText(/^Comment/), values.content);
}

describe('article comments', () => {
  it('shows a loading state, then the empty text', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    mockPage(() => new Promise((resolve) => (answer = resolve)));
    renderRoute('/view-news/n1');
    expect(await screen.findByText('Loading comments...')).toBeInTheDocument();
    answer(reply.ok([]));
    expect(await screen.findByText(commentMessages.empty)).toBeInTheDocument();
  });

  it('asks for comments with the Visitor-Id and shows threads with replies', async () => {
    const api = mockPage([
      buildThread({
        replies: [
          buildReply({ id: 'r1', fullName: 'Ana', content: 'Well done!', parentId: 'c1' }),
          buildReply({ id: 'r2', fullName: 'Ben', content: 'Agreed.\nGreat work.', parentId: 'r1' }),
        ],
      }),
    ]);
    renderRoute('/view-news/n1');
    const top = await screen.findByRole('article', { name: 'Comment by Paolo' });
    expect(within(top).getByText('Congratulations to the team!')).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to Paolo' });
    expect(within(replies).getByRole('article', { name: 'Comment by Ana' })).toHaveTextContent('Well done!');
    const ben = within(replies).getByRole('article', { name: 'Comment by Ben' });
    expect(within(ben).getByText('replying to Ana')).toBeInTheDocument();
    expect(within(ben).getByText(/Agreed/).textContent).toBe('Agreed.\nGreat work.');
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    expect(api.calls(COMMENTS)[0].headers['Visitor-Id']).toBe(window.localStorage.getItem('visitorId'));
  });

  it("marks the caller's own pending comments as awaiting moderation", async () => {
    mockPage([buildThread({ status: 'pending', awaitingModeration: true, mine: true })]);
    renderRoute('/view-news/n1');
    const comment = await screen.findByRole('article', { name: 'Comment by Paolo' });
    expect(within(comment).getByText('Awaiting moderation')).toBeInTheDocument();
  });

  it('says so when the comments cannot be loaded', async () => {
    mockPage(reply.error(500, 'Something went wrong on our side. Please try again.'));
    renderRoute('/view-news/n1');
    expect(await screen.findByText('The comments could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps Post disabled until the comment and a valid email are given, and explains a bad email', async () => {
    mockPage([]);
    const { user } = renderRoute('/view-news/n1');
    await screen.findByText(commentMessages.empty);
    const form = commentForm();
    const post = within(form).getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();

    await fillForm(user, form, { content: 'Nice story' });
    expect(post).toBeDisabled();

    await enter(user, within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(within(form).getByText(commentMessages.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).toBeDisabled();

    await user.clear(within(form).getByLabelText(/^Email/));
    await enter(user, within(form).getByLabelText(/^Email/), 'reader@example.com');
    expect(within(form).queryByText(commentMessages.emailInvalid)).not.toBeInTheDocument();
    expect(post).toBeEnabled();

    await user.clear(within(form).getByLabelText(/^Comment/));
    await enter(user, within(form).getByLabelText(/^Comment/), '   ');
    expect(post).toBeDisabled();
  });

  it('posts a comment, shows the answer in green, clears the text and reloads the comments', async () => {
    let answerPost: (value: MockAnswer) => void = () => {};
    const api = mockPage([], { [POST]: () => new Promise((resolve) => (answerPost = resolve)) });
    const { user } = renderRoute('/view-news/n1');
    await screen.findByText(commentMessages.empty);
    const form = commentForm();
    await fillForm(user, form, { name: 'Lia', email: 'lia@example.com', content: 'Great news!' });
    const post = within(form).getByRole('button', { name: 'Post' });
    await user.click(post);

    await waitFor(() => expect(api.calls(POST)).toHaveLength(1));
    expect(post).toBeDisabled();
    const request = api.calls(POST)[0];
    expect(request.body).toEqual({ fullName: 'Lia', email: 'lia@example.com', content: 'Great news!' });
    expect(request.query.get('parentId')).toBeNull();
    expect(request.headers['Visitor-Id']).toBe(window.localStorage.getItem('visitorId'));

    api.set(
      COMMENTS,
      reply.ok([buildThread({ id: 'c9', fullName: 'Lia', content: 'Great news!', status: 'pending', awaitingModeration: true, mine: true })]),
    );
    answerPost({ status: 201, body: 'Comment submitted and awaiting moderation.' });
    const message = await within(form).findByText('Comment submitted and awaiting moderation.');
    expect(message).toHaveAttribute('data-tone', 'success');
    expect(within(form).getByLabelText(/^Comment/)).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Comment by Lia' })).toHaveTextContent('Awaiting moderation');
  });

  it("shows the server's refusal in red and keeps the text", async () => {
    mockPage([], { [POST]: reply.error(400, commentMessages.badWords) });
    const { user } = renderRoute('/view-news/n1');
    await screen.findByText(commentMessages.empty);
    const form = commentForm();
    await fillForm(user, form, { email: 'lia@example.com', content: 'Something rude' });
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    const message = await within(form).findByText(commentMessages.badWords);
    expect(message).toHaveAttribute('data-tone', 'error');
    expect(within(form).getByLabelText(/^Comment/)).toHaveValue('Something rude');
  });

  it('falls back to the spec text in red when the server gives no message', async () => {
    mockPage([], { [POST]: { status: 502 } });
    const { user } = renderRoute('/view-news/n1');
    await screen.findByText(commentMessages.empty);
    const form = commentForm();
    await fillForm(user, form, { email: 'lia@example.com', content: 'Hello' });
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByText(commentMessages.postFailed)).toHaveAttribute('data-tone', 'error');
  });

  it('replies under a comment with its parentId', async () => {
    const api = mockPage([buildThread({ replies: [buildReply({ id: 'r1', fullName: 'Ana', parentId: 'c1', content: 'Well done!' })] })], {
      [POST]: { status: 201, body: 'Comment submitted and awaiting moderation.' },
    });
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Reply to Ana' }));
    expect(screen.getByRole('button', { name: 'Reply to Ana' })).toHaveAttribute('aria-expanded', 'true');
    const replyForm = screen.getByRole('form', { name: 'Reply to Ana' });
    expect(within(replyForm).getByLabelText(/^Comment/)).toHaveFocus();
    await fillForm(user, replyForm, { email: 'lia@example.com', content: 'Thanks Ana' });
    await user.click(within(replyForm).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(api.calls(POST)).toHaveLength(1));
    expect(api.calls(POST)[0].query.get('parentId')).toBe('r1');
    expect(await within(replyForm).findByText('Comment submitted and awaiting moderation.')).toBeInTheDocument();

    await user.click(within(replyForm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Reply to Ana' })).not.toBeInTheDocument();
  });

  it('offers Delete only on comments the server marks as mine', async () => {
    mockPage([buildThread({ mine: false, replies: [buildReply({ id: 'r1', fullName: 'Me', parentId: 'c1', mine: true })] })]);
    renderRoute('/view-news/n1');
    const others = await screen.findByRole('article', { name: 'Comment by Paolo' });
    const mine = screen.getByRole('article', { name: 'Comment by Me' });
    expect(within(mine).getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete your comment' })).toHaveLength(1);
    expect(within(others).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(others).getByRole('button', { name: 'Reply to Paolo' })).toBeInTheDocument();
  });

  it('deletes an own comment after confirmation, removing it only once the server agreed', async () => {
    let answerDelete: (value: MockAnswer) => void = () => {};
    const api = mockPage([buildThread({ mine: true }), buildThread({ id: 'c2', fullName: 'Ana', content: 'Other' })], {
      'DELETE /api/v1/user-delete-comment/c1': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.calls('DELETE /api/v1/user-delete-comment/c1')).toHaveLength(1));
    expect(api.calls('DELETE /api/v1/user-delete-comment/c1')[0].headers['Visitor-Id']).toBe(window.localStorage.getItem('visitorId'));
    expect(screen.getByRole('article', { name: 'Comment by Paolo' })).toBeInTheDocument();

    api.set(COMMENTS, reply.ok([buildThread({ id: 'c2', fullName: 'Ana', content: 'Other' })]));
    answerDelete(reply.noContent());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Paolo' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Comment by Ana' })).toBeInTheDocument();
  });

  it('keeps the comment and says why when the server refuses the deletion', async () => {
    const message = commentReplyMessages.notYours;
    mockPage([buildThread({ mine: true })], {
      'DELETE /api/v1/user-delete-comment/c1': reply.error(403, message),
    });
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by Paolo' })).toBeInTheDocument();
  });

  it("shows a deleted comment that others answered as 'This comment was deleted.', its replies below, and counts only the rest", async () => {
    mockPage([
      buildThread({
        fullName: '',
        content: '',
        deleted: true,
        replies: [
          buildReply({ id: 'r1', fullName: '', content: '', parentId: 'c1', deleted: true }),
          buildReply({ id: 'r2', fullName: 'Ben', content: 'Still here.', parentId: 'r1' }),
        ],
      }),
    ]);
    renderRoute('/view-news/n1');
    const replies = await screen.findByRole('list', { name: 'Replies to a deleted comment' });
    expect(screen.getAllByRole('article', { name: 'Deleted comment' })).toHaveLength(2);
    expect(screen.getAllByText(commentMessages.deleted)).toHaveLength(2);
    const ben = within(replies).getByRole('article', { name: 'Comment by Ben' });
    expect(within(ben).getByText('replying to a deleted comment')).toBeInTheDocument();
    for (const deleted of screen.getAllByRole('article', { name: 'Deleted comment' })) {
      expect(within(deleted).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('leaves a deleted comment with replies in place as a tombstone once the server agreed', async () => {
    const thread = buildThread({ mine: true, replies: [buildReply({ id: 'r1', fullName: 'Ana', content: 'Well done!', parentId: 'c1' })] });
    const api = mockPage([thread], { 'DELETE /api/v1/user-delete-comment/c1': reply.noContent() });
    const { user } = renderRoute('/view-news/n1');
    await user.click(await screen.findByRole('button', { name: 'Delete your comment' }));
    api.set(COMMENTS, reply.ok([{ ...thread, fullName: '', content: '', mine: false, deleted: true }]));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('article', { name: 'Deleted comment' })).toHaveTextContent(commentMessages.deleted);
    expect(screen.queryByRole('article', { name: 'Comment by Paolo' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by Ana' })).toHaveTextContent('Well done!');
  });
});

describe('article comments in Filipino', () => {
  it('words the form, the threads and a deleted comment in Filipino', async () => {
    mockPage([
      buildThread({
        fullName: '',
        content: '',
        deleted: true,
        replies: [
          buildReply({ id: 'r1', fullName: 'Ana', content: 'Well done!', parentId: 'c1', awaitingModeration: true, mine: true }),
          buildReply({ id: 'r2', fullName: 'Ben', content: 'Agreed.', parentId: 'r1' }),
        ],
      }),
    ]);
    await changeAppLanguage('fil');
    renderRoute('/view-news/n1');
    const form = await screen.findByRole('form', { name: 'Mag-iwan ng komento' });
    expect(within(form).getByLabelText('Pangalan')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'I-post' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Mga Komento (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Binurang komento' })).toHaveTextContent('Binura na ang komentong ito.');
    const ana = screen.getByRole('article', { name: 'Komento ni Ana' });
    expect(within(ana).getByText('Hinihintay ang moderation')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Burahin ang iyong komento' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Komento ni Ben' })).getByText('sumasagot kay Ana')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mga sagot kay isang binurang komento' })).toBeInTheDocument();
  });
});
