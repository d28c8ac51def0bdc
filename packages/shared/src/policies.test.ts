import { describe, expect, it } from 'vitest';
import { can, canSee, isPublished, newsListScopeFor, searchesEveryStatus, type Actor, type RoleAction } from './policies.js';

const admin: Actor = { id: 'admin-1', role: 'ADMIN' };
const author: Actor = { id: 'author-1', role: 'AUTHOR' };
const otherAuthor: Actor = { id: 'author-2', role: 'AUTHOR' };

const expected: Record<RoleAction, { ADMIN: boolean; AUTHOR: boolean }> = {
  useBackOffice: { ADMIN: true, AUTHOR: true },
  manageUsers: { ADMIN: true, AUTHOR: false },
  manageCategories: { ADMIN: true, AUTHOR: false },
  createNews: { ADMIN: true, AUTHOR: true },
  reviewNews: { ADMIN: true, AUTHOR: false },
  moderateComments: { ADMIN: true, AUTHOR: false },
  manageContributions: { ADMIN: true, AUTHOR: false },
  readNotifications: { ADMIN: true, AUTHOR: true },
};

describe('can', () => {
  describe.each(Object.entries(expected) as [RoleAction, { ADMIN: boolean; AUTHOR: boolean }][])('%s', (action, allowed) => {
    it(`is ${allowed.ADMIN} for an ADMIN`, () => {
      expect(can(admin, action)).toBe(allowed.ADMIN);
    });

    it(`is ${allowed.AUTHOR} for an AUTHOR`, () => {
      expect(can(author, action)).toBe(allowed.AUTHOR);
    });

    it('is false for a visitor', () => {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    });
  });

  describe.each(['readNews', 'editNews', 'deleteNews'] as const)('%s (owned)', (action) => {
    const ownItem = { authorId: author.id };
    const othersItem = { authorId: otherAuthor.id };
    const orphanItem = { authorId: null };

    it('lets an AUTHOR act on their own item only', () => {
      expect(can(author, action, ownItem)).toBe(true);
      expect(can(author, action, othersItem)).toBe(false);
      expect(can(author, action, orphanItem)).toBe(false);
    });

    it('lets an ADMIN act on any item', () => {
      expect(can(admin, action, ownItem)).toBe(true);
      expect(can(admin, action, othersItem)).toBe(true);
      expect(can(admin, action, orphanItem)).toBe(true);
    });

    it('goes by user id, not by anything else that looks alike', () => {
      expect(can({ id: 'AUTHOR-1', role: 'AUTHOR' }, action, ownItem)).toBe(false);
    });

    it('refuses a visitor', () => {
      expect(can(null, action, ownItem)).toBe(false);
    });
  });

  it('refuses an action it does not know, even to an ADMIN and even one named like an object property', () => {
    for (const action of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'deleteEverything']) {
      expect(can(author, action as RoleAction)).toBe(false);
      expect(can(admin, action as RoleAction)).toBe(false);
    }
  });
});

describe('who may see a story', () => {
  const author = { id: 'a1', role: 'AUTHOR' as const };
  const otherAuthor = { id: 'a2', role: 'AUTHOR' as const };
  const admin = { id: 'x', role: 'ADMIN' as const };
  const now = new Date('2026-01-01T00:00:00.000Z');
  const pending = { status: 'Pending' as const, publicationDate: null, authorId: 'a1' };
  const published = { status: 'Approved' as const, publicationDate: '2025-12-31T00:00:00.000Z', authorId: 'a1' };
  const scheduled = { status: 'Approved' as const, publicationDate: '2026-02-01T00:00:00.000Z', authorId: 'a1' };

  it('everyone sees a published story; only its author and reviewers see the rest', () => {
    expect([null, author, otherAuthor, admin].map((actor) => canSee(actor, published, now))).toEqual([true, true, true, true]);
    for (const item of [pending, scheduled]) {
      expect([null, author, otherAuthor, admin].map((actor) => canSee(actor, item, now))).toEqual([false, true, false, true]);
    }
  });

  it('scopes back-office lists and searches by role', () => {
    expect(newsListScopeFor(author)).toEqual({ authorId: 'a1' });
    expect(newsListScopeFor(admin)).toEqual({});
    expect([null, author, admin].map(searchesEveryStatus)).toEqual([false, false, true]);
    expect(isPublished(scheduled, now)).toBe(false);
  });
});
