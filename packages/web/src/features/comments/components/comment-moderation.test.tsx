import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationComment, Page } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const VISIBLE = 'GET /api/v1/news/comments/visible';

const buildComment = (overrides: Partial<ModerationComment> = {}): ModerationComment => ({
  commentId: 'c1',
  commentText: 'Congratulations to the team!',
  commentStatus: 'pending',
  newsId: 'n1',
  newsTitle: 'Robotics team wins regionals',
  fullName: 'Liza Cruz',
  parentId: null,
  createdAt: '2026-03-02T09:30:00.000Z',
  flagged: false,
  ...overrides,
});

const pageOf = (items: ModerationComment[], page = 1, total = items.length): MockAnswer =>
  reply.ok({ items, page, size: 20, total } satisfies Page<ModerationComment>);

const liza = buildComment();
const spam = buildComment({
  commentId: 'c2',
  commentText: 'Cheap tickets http://a.test http://b.test http://c.test',
  fullName: 'Promo Bot',
  newsTitle: 'Science fair results',
  newsId: 'n2',
  flagged: true,
});

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest('tr')!;
}

describe('comment moderation', () => {
  it('shows Loading... while the comments load', async () => {
    mockApi({ [VISIBLE]: pending });
    renderRoute('/comments-management', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'No comments to moderate' when nothing waits", async () => {
    mockApi({ [VISIBLE]: pageOf([]) });
    renderRoute('/comments-management', { as: admin });
    expect(await screen.findByText('No comments to moderate')).toBeInTheDocument();
  });

  it('asks for the first page of pending comments and lists them with their columns and actions', async () => {
    const api = mockApi({ [VISIBLE]: pageOf([liza, spam]) });
    renderRoute('/comments-management', { as: admin });
    const table = await screen.findByRole('table', { name: 'Comments awaiting moderation' });
    for (const header of ['Comment Content', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await screen.findByText(liza.commentText);
    const query = api.calls(VISIBLE)[0].query;
    expect([query.get('status'), query.get('page'), query.get('size')]).toEqual(['pending', '1', '20']);

    const row = rowOf(liza.commentText);
    expect(within(row).getByText('Liza Cruz')).toBeInTheDocument();
    expect(within(row).getByText('Robotics team wins regionals')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).queryByText('Flagged')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Post' })).toHaveAttribute('href', '/read-news/n1');
  });

  it('marks a comment with many links as Flagged, with its commenter and item', async () => {
    mockApi({ [VISIBLE]: pageOf([liza, spam]) });
    renderRoute('/comments-management', { as: admin });
    await screen.findByText(spam.commentText);
    const row = rowOf(spam.commentText);
    expect(within(row).getByText('Flagged')).toBeInTheDocument();
    expect(within(row).getByText('Promo Bot')).toBeInTheDocument();
    expect(within(row).getByText('Science fair results')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Post' })).toHaveAttribute('href', '/read-news/n2');
  });

  it('shows only pending comments, and no Approve button on an approved one', async () => {
    const approved = buildComment({ commentId: 'c3', commentText: 'Already public', commentStatus: 'Approved' });
    mockApi({ [VISIBLE]: pageOf([liza, approved]) });
    renderRoute('/comments', { as: admin });
    await screen.findByText(liza.commentText);
    expect(screen.queryByText('Already public')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('approves a comment, removing the row only once the server agreed', async () => {
    let answerApprove: (answer: MockAnswer) => void = () => {};
    let remaining = [liza, spam];
    const api = mockApi({
      [VISIBLE]: () => pageOf(remaining),
      'POST /api/v1/news/comment/approve/c1': () => new Promise((resolve) => (answerApprove = resolve)),
    });
    const { user } = renderRoute('/comments-management', { as: admin });
    await screen.findByText(liza.commentText);
    await user.click(within(rowOf(liza.commentText)).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.calls('POST /api/v1/news/comment/approve/c1')).toHaveLength(1));
    expect(screen.getByText(liza.commentText)).toBeInTheDocument();
    remaining = [spam];
    answerApprove(reply.ok({ ...liza, commentStatus: 'Approved' }));
    await waitFor(() => expect(screen.queryByText(liza.commentText)).not.toBeInTheDocument());
    expect(screen.getByText(spam.commentText)).toBeInTheDocument();
    expect(await screen.findByText('Comment approved.')).toBeInTheDocument();
  });

  it('keeps the row when approving fails and says why', async () => {
    mockApi({
      [VISIBLE]: pageOf([liza]),
      'POST /api/v1/news/comment/approve/c1': reply.error(404, 'Comment not found.'),
    });
    const { user } = renderRoute('/comments-management', { as: admin });
    await screen.findByText(liza.commentText);
    await user.click(within(rowOf(liza.commentText)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Comment not found.')).toBeInTheDocument();
    expect(screen.getByText(liza.commentText)).toBeInTheDocument();
  });

  it('deletes a comment after confirmation, removing the row only once the server agreed', async () => {
    let answerDelete: (answer: MockAnswer) => void = () => {};
    let remaining = [liza, spam];
    const api = mockApi({
      [VISIBLE]: () => pageOf(remaining),
      'DELETE /api/v1/delete-comment/c2': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { user } = renderRoute('/comments-management', { as: admin });
    await screen.findByText(spam.commentText);
    await user.click(within(rowOf(spam.commentText)).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.calls('DELETE /api/v1/delete-comment/c2')).toHaveLength(1));
    expect(screen.getByText(spam.commentText)).toBeInTheDocument();
    remaining = [liza];
    answerDelete(reply.noContent());
    await waitFor(() => expect(screen.queryByText(spam.commentText)).not.toBeInTheDocument());
    expect(screen.getByText(liza.commentText)).toBeInTheDocument();
  });

  it('keeps the row when the deletion is cancelled or refused', async () => {
    const api = mockApi({
      [VISIBLE]: pageOf([liza]),
      'DELETE /api/v1/delete-comment/c1': reply.error(500, 'Something went wrong on our side. Please try again.'),
    });
    const { user } = renderRoute('/comments-management', { as: admin });
    await screen.findByText(liza.commentText);

    await user.click(within(rowOf(liza.commentText)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/delete-comment/c1')).toHaveLength(0);

    await user.click(within(rowOf(liza.commentText)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(liza.commentText)).toBeInTheDocument();
  });

  it('shows the error and an empty list when the comments cannot be loaded', async () => {
    mockApi({ [VISIBLE]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/comments-management', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByText('No comments to moderate')).toBeInTheDocument();
  });

  it('turns pages when there are more comments than one page holds', async () => {
    const api = mockApi({
      [VISIBLE]: (request) => (request.query.get('page') === '2' ? pageOf([spam], 2, 21) : pageOf([liza], 1, 21)),
    });
    const { user } = renderRoute('/comments-management', { as: admin });
    await screen.findByText(liza.commentText);
    expect(screen.getByText('21 comments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(spam.commentText)).toBeInTheDocument();
    expect(api.calls(VISIBLE).at(-1)!.query.get('page')).toBe('2');
  });
});

describe('approved comments', () => {
  it('shows Loading... then the empty text', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    mockApi({ [VISIBLE]: () => new Promise((resolve) => (answer = resolve)) });
    renderRoute('/approved-comments-management', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer(pageOf([]));
    expect(await screen.findByText('No approved comments')).toBeInTheDocument();
  });

  it('asks for approved comments and keeps those whose status reads approved in any case', async () => {
    const api = mockApi({
      [VISIBLE]: pageOf([
        buildComment({ commentId: 'a1', commentText: 'Spelled Approved', commentStatus: 'Approved' }),
        buildComment({ commentId: 'a2', commentText: 'Spelled approved', commentStatus: 'approved' as ModerationComment['commentStatus'] }),
        buildComment({ commentId: 'a3', commentText: 'Still pending', commentStatus: 'pending' }),
      ]),
    });
    renderRoute('/approved-comments-management', { as: admin });
    const table = await screen.findByRole('table', { name: 'Approved comments' });
    for (const header of ['Comment Content', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await screen.findByText('Spelled Approved')).toBeInTheDocument();
    expect(screen.getByText('Spelled approved')).toBeInTheDocument();
    expect(screen.queryByText('Still pending')).not.toBeInTheDocument();
    expect(api.calls(VISIBLE)[0].query.get('status')).toBe('approved');

    // Approve shows only when the status is not approved: never here.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const row = rowOf('Spelled Approved');
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Post' })).toHaveAttribute('href', '/read-news/n1');
  });

  it('deletes an approved comment after confirmation, only once the server agreed', async () => {
    const approved = buildComment({ commentStatus: 'Approved' });
    let answerDelete: (answer: MockAnswer) => void = () => {};
    let remaining = [approved];
    mockApi({
      [VISIBLE]: () => pageOf(remaining),
      'DELETE /api/v1/delete-comment/c1': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { user } = renderRoute('/approved-comments-management', { as: admin });
    await screen.findByText(approved.commentText);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(approved.commentText)).toBeInTheDocument();
    remaining = [];
    answerDelete(reply.noContent());
    expect(await screen.findByText('No approved comments')).toBeInTheDocument();
    expect(screen.queryByText(approved.commentText)).not.toBeInTheDocument();
  });
});

describe('comment moderation in Filipino', () => {
  it('words the table, its rows and the confirmation in Filipino', async () => {
    mockApi({ [VISIBLE]: pageOf([liza, { ...spam, parentId: 'c1' }]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/comments-management', { as: admin });
    const table = await screen.findByRole('table', { name: 'Mga komentong hinihintay ang moderation' });
    for (const header of ['Nilalaman ng Komento', 'Status', 'Aksiyon']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await screen.findByText(liza.commentText);
    expect(screen.getByText('2 komento')).toBeInTheDocument();
    const row = rowOf(liza.commentText);
    expect(within(row).getByText('Hinihintay')).toBeInTheDocument();
    expect(within(row).getByText(/^Mula kay/)).toHaveTextContent('Mula kay Liza Cruz sa Robotics team wins regionals');
    expect(within(rowOf(spam.commentText)).getByText(/^Sagot ni/)).toHaveTextContent('Sagot ni Promo Bot sa Science fair results');
    expect(within(rowOf(spam.commentText)).getByText('Na-flag')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Aprubahan' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Tingnan ang Post' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Burahin' }));
    expect(within(await screen.findByRole('dialog')).getByText('Sigurado ka bang gusto mong burahin ang komentong ito?')).toBeInTheDocument();
  });

  it('words the approved comments screen and its empty text in Filipino', async () => {
    mockApi({ [VISIBLE]: pageOf([]) });
    await changeAppLanguage('fil');
    renderRoute('/approved-comments-management', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Mga naaprubahang komento' })).toBeInTheDocument();
    expect(await screen.findByText('Walang naaprubahang komento')).toBeInTheDocument();
  });
});
