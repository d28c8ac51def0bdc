import { describe, expect, it } from 'vitest';
import type { PublicComment, PublicCommentReply } from '@newsroom/shared';
import { withoutComment } from './delete-own-comment';

const comment = (id: string, parentId: string | null): PublicCommentReply => ({
  id,
  fullName: 'Someone',
  content: id,
  createdAt: '2026-03-05T10:00:00.000Z',
  parentId,
  status: 'approved',
  awaitingModeration: false,
  mine: false,
});

const threads: PublicComment[] = [
  { ...comment('a', null), replies: [comment('a1', 'a'), comment('a2', 'a1'), comment('a3', 'a'), comment('a4', 'a2')] },
  { ...comment('b', null), replies: [comment('b1', 'b')] },
];

describe('withoutComment', () => {
  it('drops a whole thread when its top comment goes', () => {
    expect(withoutComment(threads, 'a').map((thread) => thread.id)).toEqual(['b']);
  });

  it('drops a reply with every reply below it, as the server does', () => {
    const [first, second] = withoutComment(threads, 'a1');
    expect(first!.replies.map((reply) => reply.id)).toEqual(['a3']);
    expect(second).toBe(threads[1]);
  });
});
