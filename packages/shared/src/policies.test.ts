import { describe, expect, it } from 'vitest';
import {
  can,
  canComment,
  canSee,
  canSeeComments,
  canSeeMedia,
  canSeeViews,
  canSummarize,
  countsViews,
  editSendsBackToReview,
  isOnPublicSite,
  isPublicMedia,
  isPublicScope,
  isPublished,
  newsListScopeFor,
  newsSearchScopeFor,
  publishedScope,
  takesAwayAnAdmin,
  type Actor,
  type MediaUse,
  type NewsVisibility,
  type RoleAction,
} from './policies.js';

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
  manageSiteSettings: { ADMIN: true, AUTHOR: false },
  readOutbox: { ADMIN: true, AUTHOR: false },
  manageNewsletter: { ADMIN: true, AUTHOR: false },
  manageSubscribers: { ADMIN: true, AUTHOR: false },
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

  it('shows the view count to whoever may see the story', () => {
    expect([null, author, otherAuthor, admin].map((actor) => canSeeViews(actor, published, now))).toEqual([true, true, true, true]);
    for (const item of [pending, scheduled]) {
      expect([null, author, otherAuthor, admin].map((actor) => canSeeViews(actor, item, now))).toEqual([false, true, false, true]);
    }
  });

  it('puts a story, its comments, its summary and its counted views on the public site once published only', () => {
    const rejected = { status: 'Rejected' as const, publicationDate: null, authorId: 'a1' };
    const archived = { status: 'Archived' as const, publicationDate: '2025-06-01T00:00:00.000Z', authorId: 'a1' };
    for (const decide of [isOnPublicSite, canSeeComments, canComment, canSummarize, countsViews]) {
      expect(
        [published, pending, scheduled, rejected, archived].map((item) => decide(item, now)),
        decide.name,
      ).toEqual([true, false, false, false, false]);
      expect(decide(scheduled, new Date('2026-02-01T00:00:00.000Z')), decide.name).toBe(true);
    }
  });

  it('scopes back-office lists and searches by role', () => {
    expect(newsListScopeFor(author)).toEqual({ authorId: 'a1' });
    expect(newsListScopeFor(admin)).toEqual({});
    expect(newsSearchScopeFor(admin, now)).toEqual({});
    for (const actor of [null, undefined, author]) expect(newsSearchScopeFor(actor, now)).toEqual(publishedScope(now));
    expect(isPublished(scheduled, now)).toBe(false);
  });

  it('shares only a list of published stories for everyone', () => {
    expect(isPublicScope(publishedScope(now))).toBe(true);
    expect(isPublicScope(newsSearchScopeFor(null, now))).toBe(true);
    expect(isPublicScope(newsSearchScopeFor(admin, now))).toBe(false);
    expect(isPublicScope({ ...publishedScope(now), ...newsListScopeFor(author) })).toBe(false);
    expect(isPublicScope({ statuses: ['Pending'], publishedBy: now.toISOString() })).toBe(false);
    expect(isPublicScope({ statuses: ['Approved'] })).toBe(false);
  });
});

describe('editing a story', () => {
  const author: Actor = { id: 'a1', role: 'AUTHOR' };
  const admin: Actor = { id: 'x', role: 'ADMIN' };

  it("sends an AUTHOR's edit of an Approved, Rejected or Archived story back to review, and nothing else", () => {
    const statuses = ['Pending', 'Approved', 'Rejected', 'Archived'] as const;
    expect(statuses.map((status) => editSendsBackToReview(author, { status }))).toEqual([false, true, true, true]);
    expect(statuses.map((status) => editSendsBackToReview(admin, { status }))).toEqual([false, false, false, false]);
  });
});

describe('taking away an ADMIN', () => {
  it('is demoting or deleting an ADMIN, and nothing else', () => {
    expect(takesAwayAnAdmin('ADMIN', 'AUTHOR')).toBe(true);
    expect(takesAwayAnAdmin('ADMIN', null)).toBe(true);
    expect(takesAwayAnAdmin('ADMIN', 'ADMIN')).toBe(false);
    expect(takesAwayAnAdmin('AUTHOR', 'ADMIN')).toBe(false);
    expect(takesAwayAnAdmin('AUTHOR', 'AUTHOR')).toBe(false);
    expect(takesAwayAnAdmin('AUTHOR', null)).toBe(false);
  });
});

describe('who may see a stored image', () => {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const story = (status: NewsVisibility['status'], publicationDate: string | null, authorId: string | null = author.id): MediaUse => ({
    kind: 'story',
    story: { status, publicationDate, authorId },
  });
  const published = story('Approved', '2025-12-31T00:00:00.000Z');
  const scheduled = story('Approved', '2026-02-01T00:00:00.000Z');
  const pending = story('Pending', null);
  const rejected = story('Rejected', null);
  const archived = story('Archived', '2025-06-01T00:00:00.000Z');
  const contribution: MediaUse = { kind: 'contribution' };
  const actors = [null, author, otherAuthor, admin];
  const seenBy = (uses: MediaUse[]) => actors.map((actor) => canSeeMedia(actor, uses, now));

  it("shows a published story's image to everyone, and keeps it public while any story using it is published", () => {
    expect(seenBy([published])).toEqual([true, true, true, true]);
    expect(seenBy([archived, published, contribution])).toEqual([true, true, true, true]);
    expect(isPublicMedia([pending, published], now)).toBe(true);
  });

  it("shows an unpublished story's image to its author and to an ADMIN only", () => {
    for (const use of [pending, scheduled, rejected, archived]) {
      expect(seenBy([use])).toEqual([false, true, false, true]);
      expect(isPublicMedia([use], now)).toBe(false);
    }
    expect(seenBy([story('Pending', null, null)])).toEqual([false, false, false, true]);
  });

  it("shows a scheduled story's image to everyone from its publication date", () => {
    expect(isPublicMedia([scheduled], new Date('2026-02-01T00:00:00.000Z'))).toBe(true);
  });

  it("shows a contribution's photo to an ADMIN only, until a story that shares it says otherwise", () => {
    expect(seenBy([contribution])).toEqual([false, false, false, true]);
    expect(seenBy([contribution, story('Pending', null, otherAuthor.id)])).toEqual([false, false, true, true]);
    expect(seenBy([contribution, published])).toEqual([true, true, true, true]);
  });

  it('shows an image that belongs to nothing to an ADMIN only', () => {
    expect(seenBy([])).toEqual([false, false, false, true]);
    expect(isPublicMedia([], now)).toBe(false);
  });
});

describe('the published scope', () => {
  it('is the list form of isPublished', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    const scope = publishedScope(now);
    const matches = (item: { status: NewsVisibility['status']; publicationDate: string | null }) =>
      (scope.statuses as readonly string[]).includes(item.status) && item.publicationDate !== null && item.publicationDate <= scope.publishedBy;
    const items = [
      { status: 'Approved' as const, publicationDate: '2025-12-31T00:00:00.000Z' },
      { status: 'Approved' as const, publicationDate: now.toISOString() },
      { status: 'Approved' as const, publicationDate: '2026-01-02T00:00:00.000Z' },
      { status: 'Approved' as const, publicationDate: null },
      { status: 'Archived' as const, publicationDate: '2025-12-31T00:00:00.000Z' },
      { status: 'Pending' as const, publicationDate: null },
    ];
    for (const item of items) expect(matches(item), JSON.stringify(item)).toBe(isPublished(item, now));
  });
});
