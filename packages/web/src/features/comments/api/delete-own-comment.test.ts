import { describe, expect, it } from 'vitest';
import type { PublicComment, PublicCommentReply } from '@newsroom/shared';
import { withoutComment } from './delete-own-comment';

const comment = (id: string, parentId: string | null, overrides: Partial<PublicCommentReply> = {}): PublicCommentReply => ({
  id,
  fullName: 'Someone',
  content: id,
  createdAt: '2026-03-05T10:00:00.000Z',
  parentId,
  status: 'approved',
  awaitingModeration: false,
  mine: false,
  deleted: false,
  ...overrides,
});

const threads: PublicComment[] = [
  { ...comment('a', null), replies: [comment('a1', 'a'), comment('a2', 'a1'), comment('a3', 'a'), comment('a4', 'a2')] },
  { ...comment('b', null), replies: [comment('b1', 'b')] },
  { ...comment('c', null), replies: [] },
];

const shape = (list: PublicComment[]) =>
  list.map((thread) => [thread.id, thread.deleted, thread.content, thread.replies.map((reply) => [reply.id, reply.deleted])]);

describe('withoutComment', () => {
  it('keeps a comment with replies as a tombstone, without its name and words, its replies below', () => {
    const [first, second] = withoutComment(threads, 'a');
    expect(first).toMatchObject({ id: 'a', deleted: true, fullName: '', content: '', mine: false });
    expect(first!.replies).toEqual(threads[0]!.replies);
    expect(second).toBe(threads[1]);
    expect(withoutComment(threads, 'a1')[0]!.replies.map((reply) => [reply.id, reply.deleted])).toEqual([
      ['a1', true],
      ['a2', false],
      ['a3', false],
      ['a4', false],
    ]);
  });

  it('drops a comment without replies, and a thread with its last comment', () => {
    expect(withoutComment(threads, 'a4')[0]!.replies.map((reply) => reply.id)).toEqual(['a1', 'a2', 'a3']);
    expect(withoutComment(threads, 'c').map((thread) => thread.id)).toEqual(['a', 'b']);
  });

  it('drops the tombstones a deleted reply leaves without replies, up to the top of the thread', () => {
    const deep: PublicComment[] = [
      { ...comment('t', null, { deleted: true }), replies: [comment('t1', 't', { deleted: true }), comment('t2', 't1')] },
      { ...comment('u', null, { deleted: true }), replies: [comment('u1', 'u'), comment('u2', 'u')] },
    ];
    expect(shape(withoutComment(deep, 't2'))).toEqual([
      [
        'u',
        true,
        'u',
        [
          ['u1', false],
          ['u2', false],
        ],
      ],
    ]);
    expect(shape(withoutComment(deep, 'u1'))).toEqual([
      [
        't',
        true,
        't',
        [
          ['t1', true],
          ['t2', false],
        ],
      ],
      ['u', true, 'u', [['u2', false]]],
    ]);
  });
});
