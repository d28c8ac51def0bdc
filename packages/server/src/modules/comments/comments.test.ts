import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commentMessages,
  commentReplyMessages,
  errorMessages,
  type Dashboard,
  notificationMessages,
  type ModerationComment,
  type News,
  type PublicComment,
} from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { createNews, createPublishedNews } from '../../../test/helpers/news-factory.js';
import { screenComment, TooSoonError, visitorKeyOf } from './spam-rules.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const visitor = () => randomUUID();
let counter = 0;
const uniqueText = (prefix = 'Great story') => `${prefix}, number ${(counter += 1)}.`;

interface PostOptions {
  visitorId?: string | null;
  parentId?: string;
  fullName?: string | null;
  email?: string;
  content?: string;
}

function commentApi(t: TestApp) {
  const post = (newsId: string, options: PostOptions = {}) => {
    const payload: Record<string, unknown> = {
      email: options.email ?? 'juan@school.test',
      content: options.content ?? uniqueText(),
    };
    if (options.fullName !== null) payload.fullName = options.fullName ?? 'Juan Dela Cruz';
    const visitorId = options.visitorId === undefined ? visitor() : options.visitorId;
    return t.inject({
      method: 'POST',
      url: `/api/v1/comment-news/${newsId}${options.parentId ? `?parentId=${options.parentId}` : ''}`,
      headers: visitorId === null ? {} : { 'visitor-id': visitorId },
      payload,
    });
  };
  const read = (newsId: string, visitorId?: string) =>
    t.inject({ method: 'GET', url: `/api/v1/news/approved/comments/${newsId}`, headers: visitorId ? { 'visitor-id': visitorId } : {} });
  const threads = async (newsId: string, visitorId?: string) => (await read(newsId, visitorId)).json() as PublicComment[];
  const everyComment = (list: PublicComment[]) => list.flatMap((comment) => [comment, ...comment.replies]);
  /** Posts a comment and answers its id, which its writer finds among its own comments. */
  const postAndFind = async (newsId: string, options: PostOptions & { visitorId: string }) => {
    const content = options.content ?? uniqueText();
    const response = await post(newsId, { ...options, content });
    if (response.statusCode !== 201) throw new Error(`posting failed: ${response.statusCode} ${response.body}`);
    const found = everyComment(await threads(newsId, options.visitorId)).find((comment) => comment.content === content);
    if (!found) throw new Error('the posted comment is not shown to its writer');
    return found.id;
  };
  const moderation = async (query = '') =>
    (
      await t.inject({ method: 'GET', url: `/api/v1/news/comments/visible${query}`, headers: bearer(await t.adminToken()) })
    ).json() as ModerationComment[];
  const approve = async (id: string) =>
    t.inject({ method: 'POST', url: `/api/v1/news/comment/approve/${id}`, headers: bearer(await t.adminToken()) });
  /** Moves a visitor's last post one interval into the past, as if the visitor had waited before writing again. */
  const letTimePass = async (visitorId: string) => {
    const key = visitorKeyOf(visitorId);
    const row = await t.app.db.selectFrom('comment_pace').select('posted_at').where('visitor_key', '=', key).executeTakeFirstOrThrow();
    const earlier = new Date(Date.parse(row.posted_at) - t.app.config.commentIntervalMs).toISOString();
    await t.app.db.updateTable('comment_pace').set({ posted_at: earlier }).where('visitor_key', '=', key).execute();
  };
  const storedCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { post, read, threads, everyComment, postAndFind, moderation, approve, letTimePass, storedCount };
}

describeEachDatabase(
  'comments',
  (t) => {
    const api = commentApi(t);
    let news: News;
    let otherNews: News;
    let pendingNews: News;

    beforeAll(async () => {
      news = await createPublishedNews(t, { title: 'Science fair winners announced' });
      otherNews = await createPublishedNews(t, { title: 'Intramurals schedule' });
      const { token } = await t.createUser('AUTHOR');
      pendingNews = await createNews(t, token, { title: 'Not yet approved' });
    });

    describe('POST /comment-news/:id', () => {
      it('saves a pending comment and answers a status message text', async () => {
        const me = visitor();
        const content = uniqueText('Congratulations to the winners');
        const response = await api.post(news.id, { visitorId: me, content });
        expect(response.statusCode).toBe(201);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toBe(commentReplyMessages.submitted);

        const mine = api.everyComment(await api.threads(news.id, me)).find((comment) => comment.content === content);
        expect(mine).toMatchObject({
          fullName: 'Juan Dela Cruz',
          status: 'pending',
          awaitingModeration: true,
          mine: true,
          parentId: null,
          replies: [],
        });
        expect(api.everyComment(await api.threads(news.id)).map((comment) => comment.content)).not.toContain(content);
        expect(api.everyComment(await api.threads(news.id, visitor())).map((comment) => comment.content)).not.toContain(content);
      });

      it('tells the admins, by the name given or as Anonymous', async () => {
        const message = notificationMessages.newComment(otherNews.title);
        const notified = (author: string) =>
          t.app.db
            .selectFrom('notifications')
            .innerJoin('users', 'users.id', 'notifications.user_id')
            .select(['users.role'])
            .where('notifications.author', '=', author)
            .where('notifications.message', '=', message)
            .execute();
        expect((await api.post(otherNews.id, { fullName: 'Maria Clara' })).statusCode).toBe(201);
        const named = await notified('Maria Clara');
        expect(named.length).toBeGreaterThan(0);
        expect(named.every((row) => row.role === 'ADMIN')).toBe(true);

        const me = visitor();
        const id = await api.postAndFind(otherNews.id, { visitorId: me, fullName: null });
        expect(api.everyComment(await api.threads(otherNews.id, me)).find((comment) => comment.id === id)?.fullName).toBe('Anonymous');
        expect((await notified('Anonymous')).length).toBeGreaterThan(0);
      });

      it('checks the body and the Visitor-Id header, saving nothing when they are wrong', async () => {
        const before = await api.storedCount();
        const badEmail = await api.post(news.id, { email: 'not-an-address' });
        expect(badEmail.statusCode).toBe(400);
        expect(badEmail.json().message).toBe(commentMessages.emailInvalid);
        const noEmail = await t.inject({
          method: 'POST',
          url: `/api/v1/comment-news/${news.id}`,
          headers: { 'visitor-id': visitor() },
          payload: { content: 'Hello' },
        });
        expect(noEmail.statusCode).toBe(400);
        expect(noEmail.json().message).toBe(commentMessages.emailInvalid);
        expect((await api.post(news.id, { content: '   ' })).json().message).toBe(commentReplyMessages.contentRequired);
        expect((await api.post(news.id, { content: 'x'.repeat(2001) })).statusCode).toBe(400);
        const noVisitor = await api.post(news.id, { visitorId: null });
        expect(noVisitor.statusCode).toBe(400);
        expect(noVisitor.json().message).toBe(commentReplyMessages.visitorIdRequired);
        expect((await api.post(news.id, { visitorId: '   ' })).json().message).toBe(commentReplyMessages.visitorIdRequired);
        expect(await api.storedCount()).toBe(before);
      });

      it('takes comments on public items only (404 otherwise)', async () => {
        expect((await api.post(pendingNews.id)).statusCode).toBe(404);
        expect((await api.post(randomUUID())).statusCode).toBe(404);
        expect((await api.read(pendingNews.id)).statusCode).toBe(404);
      });
    });

    describe('anti-spam', () => {
      it('allows one comment per visitor per 15 seconds (429), anywhere on the site', async () => {
        const me = visitor();
        expect((await api.post(news.id, { visitorId: me })).statusCode).toBe(201);
        const before = await api.storedCount();
        const tooSoon = await api.post(otherNews.id, { visitorId: me });
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.json().message).toBe(commentReplyMessages.tooSoon);
        expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(15);
        expect(await api.storedCount()).toBe(before);
        // Someone else is not slowed down by it.
        expect((await api.post(otherNews.id)).statusCode).toBe(201);
        // Once the first comment is 15 seconds old, the visitor may comment again.
        await api.letTimePass(me);
        expect((await api.post(otherNews.id, { visitorId: me })).statusCode).toBe(201);
      });

      it('counts the 15 seconds on the clock it is given', async () => {
        const me = visitorKeyOf(visitor());
        const start = new Date();
        const interval = 15_000;
        await screenComment(t.app.db, { newsId: news.id, visitorKey: me, email: 'clock@school.test', content: uniqueText() }, start, interval);
        const at = (ms: number) =>
          screenComment(
            t.app.db,
            { newsId: news.id, visitorKey: me, email: 'clock@school.test', content: uniqueText() },
            new Date(start.getTime() + ms),
            interval,
          );
        await expect(at(interval - 1)).rejects.toBeInstanceOf(TooSoonError);
        await expect(at(interval - 1)).rejects.toMatchObject({ retryAfterSeconds: 1 });
        await expect(at(interval)).resolves.toMatchObject({ flagged: false });
      });

      it('holds the 15 seconds for posts sent at the same moment', async () => {
        const me = visitor();
        const answers = await Promise.all(Array.from({ length: 4 }, () => api.post(otherNews.id, { visitorId: me })));
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429]);
      });

      it("lets two readers write the same words, and does not tell one about the other's pending comment", async () => {
        const content = uniqueText('Congratulations');
        expect((await api.post(news.id, { content, email: 'ana@school.test' })).statusCode).toBe(201);
        expect((await api.post(news.id, { content, email: 'ben@school.test' })).statusCode).toBe(201);
      });

      it('refuses the same words again from the same e-mail under another Visitor-Id', async () => {
        const content = uniqueText('Great game');
        expect((await api.post(news.id, { content, email: 'Carla@School.test' })).statusCode).toBe(201);
        const again = await api.post(news.id, { content, email: 'carla@school.test' });
        expect(again.statusCode).toBe(409);
      });

      it('refuses the same text twice on one item (409), whatever its case and spacing', async () => {
        const content = uniqueText('Well done, Grade 10');
        expect((await api.post(news.id, { content })).statusCode).toBe(201);
        const again = await api.post(news.id, { content: `  ${content.toUpperCase().replace(/ /g, '   ')} ` });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(commentReplyMessages.duplicate);
        expect((await api.post(otherNews.id, { content })).statusCode).toBe(201);
      });

      it('refuses clear profanity in English and Filipino, saving nothing', async () => {
        const before = await api.storedCount();
        for (const content of ['This is f*cking great', 'Putang ina, ang galing!', 'gago ka ba?', 'sh1t happens']) {
          const response = await api.post(news.id, { content });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe('Comment contains bad words and was not saved.');
        }
        const badName = await api.post(news.id, { fullName: 'Tarantado' });
        expect(badName.statusCode).toBe(400);
        expect(badName.json().message).toBe(commentMessages.badWords);
        expect(await api.storedCount()).toBe(before);
        expect((await api.post(news.id, { content: uniqueText('A classic class act, Ms. Gagolin') })).statusCode).toBe(201);
      });

      it('saves a comment with many links but flags it for the moderators', async () => {
        const linky = uniqueText('Visit https://a.example and http://b.example and www.c.example');
        const twoLinks = uniqueText('See https://a.example and https://b.example');
        expect((await api.post(news.id, { content: linky })).statusCode).toBe(201);
        expect((await api.post(news.id, { content: twoLinks })).statusCode).toBe(201);
        const list = await api.moderation();
        expect(list.find((comment) => comment.commentText === linky)?.flagged).toBe(true);
        expect(list.find((comment) => comment.commentText === twoLinks)?.flagged).toBe(false);
      });
    });

    describe('GET /news/approved/comments/:id', () => {
      it('threads approved comments by parent, with the reader’s own pending replies marked', async () => {
        const story = await createPublishedNews(t, { title: 'Thread story' });
        const ana = visitor();
        const ben = visitor();
        const carl = visitor();
        const top = await api.postAndFind(story.id, { visitorId: ana, content: 'Top comment' });
        await api.approve(top);
        const reply = await api.postAndFind(story.id, { visitorId: ben, parentId: top, content: 'A reply' });
        await api.approve(reply);
        await api.letTimePass(ana);
        const deeper = await api.postAndFind(story.id, { visitorId: ana, parentId: reply, content: 'A reply to the reply' });
        const second = await api.postAndFind(story.id, { visitorId: carl, content: 'Second top comment' });
        for (const id of [deeper, second]) expect((await api.approve(id)).statusCode).toBe(200);
        await api.letTimePass(carl);
        const pendingReply = await api.postAndFind(story.id, { visitorId: carl, parentId: top, content: 'Pending reply' });

        const forAna = await api.threads(story.id, ana);
        expect(forAna.map((comment) => comment.id)).toEqual([top, second]);
        expect(forAna[0]!.replies.map((comment) => [comment.id, comment.parentId, comment.mine])).toEqual([
          [reply, top, false],
          [deeper, reply, true],
        ]);
        expect(forAna[0]!.mine).toBe(true);
        expect(forAna[1]!.mine).toBe(false);
        expect(api.everyComment(forAna).every((comment) => comment.status === 'approved' && !comment.awaitingModeration)).toBe(true);

        const forCarl = await api.threads(story.id, carl);
        expect(forCarl[0]!.replies.map((comment) => comment.id)).toEqual([reply, deeper, pendingReply]);
        expect(forCarl[0]!.replies[2]).toMatchObject({ status: 'pending', awaitingModeration: true, mine: true, parentId: top });
        expect(forCarl[1]!.mine).toBe(true);

        const anonymous = await api.threads(story.id);
        expect(api.everyComment(anonymous).map((comment) => comment.id)).toEqual([top, reply, deeper, second]);
        expect(api.everyComment(anonymous).every((comment) => !comment.mine)).toBe(true);
      });

      it('never shows an e-mail address or a visitor id', async () => {
        const story = await createPublishedNews(t, { title: 'Privacy story' });
        const me = visitor();
        const email = 'private.person@school.test';
        const id = await api.postAndFind(story.id, { visitorId: me, email });
        await api.approve(id);
        for (const response of [await api.read(story.id, me), await api.read(story.id)]) {
          expect(response.body).not.toContain(email);
          expect(response.body).not.toContain(me);
          expect(response.body).not.toContain(sha256(me));
          expect(response.body).not.toContain(visitorKeyOf(me));
          const [comment] = response.json() as PublicComment[];
          expect(Object.keys(comment!).sort()).toEqual(
            ['awaitingModeration', 'content', 'createdAt', 'deleted', 'fullName', 'id', 'mine', 'parentId', 'replies', 'status'].sort(),
          );
        }
        const stored = await t.app.db.selectFrom('comments').select('visitor_key').where('id', '=', id).executeTakeFirstOrThrow();
        expect(stored.visitor_key).toBe(sha256(me));
        expect(stored.visitor_key).not.toContain(me);
      });

      it('answers an empty list when there are no comments, and does not let shared caches mix readers', async () => {
        const story = await createPublishedNews(t, { title: 'Quiet story' });
        const response = await api.read(story.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
        expect(response.headers.vary).toMatch(/Visitor-Id/i);
        expect((await api.read(story.id, visitor())).headers['cache-control']).toMatch(/private/);
      });
    });

    describe('replies', () => {
      it('refuses a parent that is not a comment of the same item', async () => {
        const me = visitor();
        const onOther = await api.postAndFind(otherNews.id, { visitorId: me });
        await api.approve(onOther);
        const crossItem = await api.post(news.id, { parentId: onOther });
        expect(crossItem.statusCode).toBe(400);
        expect(crossItem.json().message).toBe(commentReplyMessages.parentInvalid);
        expect((await api.post(news.id, { parentId: randomUUID() })).statusCode).toBe(400);
      });

      it('takes an empty parentId as a top-level comment', async () => {
        const me = visitor();
        const content = uniqueText('Top level after all');
        const response = await t.inject({
          method: 'POST',
          url: `/api/v1/comment-news/${news.id}?parentId=`,
          headers: { 'visitor-id': me },
          payload: { email: 'juan@school.test', content },
        });
        expect(response.statusCode).toBe(201);
        expect((await api.threads(news.id, me)).find((comment) => comment.content === content)?.parentId).toBeNull();
      });

      it("refuses to answer someone else's pending comment, but lets a visitor answer their own", async () => {
        const me = visitor();
        const pending = await api.postAndFind(news.id, { visitorId: me });
        expect((await api.post(news.id, { parentId: pending })).statusCode).toBe(400);
        await api.letTimePass(me);
        expect((await api.post(news.id, { visitorId: me, parentId: pending })).statusCode).toBe(201);
      });
    });

    describe('DELETE /user-delete-comment/:commentId', () => {
      it("deletes the visitor's own comment, and refuses anyone else's", async () => {
        const story = await createPublishedNews(t, { title: 'Deletion story' });
        const me = visitor();
        const someone = visitor();
        const mine = await api.postAndFind(story.id, { visitorId: me });
        const url = `/api/v1/user-delete-comment/${mine}`;

        const other = await t.inject({ method: 'DELETE', url, headers: { 'visitor-id': someone } });
        expect(other.statusCode).toBe(403);
        expect(other.json().message).toBe(commentReplyMessages.notYours);
        const noHeader = await t.inject({ method: 'DELETE', url });
        expect(noHeader.statusCode).toBe(400);
        expect(noHeader.json().message).toBe(commentReplyMessages.visitorIdRequired);
        expect((await t.inject({ method: 'DELETE', url, headers: bearer(await t.adminToken()) })).statusCode).toBe(400);

        expect((await t.inject({ method: 'DELETE', url, headers: { 'visitor-id': me } })).statusCode).toBe(204);
        expect(await t.app.db.selectFrom('comments').select('id').where('id', '=', mine).execute()).toEqual([]);
        expect((await t.inject({ method: 'DELETE', url, headers: { 'visitor-id': me } })).statusCode).toBe(404);
      });

      it('keeps a comment others answered as "This comment was deleted.", its name and words erased, its replies in place', async () => {
        const story = await createPublishedNews(t, { title: 'Answered story' });
        const me = visitor();
        const someone = visitor();
        const mine = await api.postAndFind(story.id, { visitorId: me, fullName: 'Maria Clara', email: 'maria.clara@school.test' });
        await api.approve(mine);
        const theirs = await api.postAndFind(story.id, { visitorId: someone, parentId: mine, content: 'An answer' });
        await api.approve(theirs);
        const url = `/api/v1/user-delete-comment/${mine}`;

        expect((await t.inject({ method: 'DELETE', url, headers: { 'visitor-id': me } })).statusCode).toBe(204);
        const stored = await t.app.db.selectFrom('comments').selectAll().where('id', '=', mine).executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ full_name: null, email: '', content: '', visitor_key: '', content_key: mine });
        expect(stored.deleted_at).not.toBeNull();

        for (const reader of [me, someone, undefined]) {
          const response = await api.read(story.id, reader);
          expect(response.body).not.toMatch(/Maria Clara|maria\.clara/);
          const [thread] = response.json() as PublicComment[];
          expect(thread).toMatchObject({ id: mine, deleted: true, fullName: '', content: '', mine: false, awaitingModeration: false });
          expect(thread!.replies.map((reply) => [reply.id, reply.content, reply.deleted])).toEqual([[theirs, 'An answer', false]]);
        }

        // Nothing is left to delete, approve or moderate, and the thread goes on.
        expect((await t.inject({ method: 'DELETE', url, headers: { 'visitor-id': me } })).statusCode).toBe(404);
        const admin = bearer(await t.adminToken());
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/delete-comment/${mine}`, headers: admin })).statusCode).toBe(404);
        expect((await api.approve(mine)).statusCode).toBe(404);
        expect((await api.moderation()).map((comment) => comment.commentId)).not.toContain(mine);
        expect((await api.post(story.id, { parentId: mine })).statusCode).toBe(201);
      });

      it("erases the writer's name from the ADMINs' notifications of it, whether the comment stays as a tombstone or goes", async () => {
        const story = await createPublishedNews(t, { title: 'Erased names story' });
        const admin = bearer(await t.adminToken());
        const namesInNotifications = async () =>
          (
            (await t.inject({ method: 'GET', url: '/api/v1/news/notifications?page=1&size=100', headers: admin })).json() as {
              items: { author: string }[];
            }
          ).items.map((notification) => notification.author);
        const answered = visitor();
        const alone = visitor();
        const kept = await api.postAndFind(story.id, { visitorId: answered, fullName: 'Ibarra Tombstone' });
        await api.approve(kept);
        await api.post(story.id, { parentId: kept, content: 'A reply that keeps it' });
        const gone = await api.postAndFind(story.id, { visitorId: alone, fullName: 'Elias Gone' });
        await api.postAndFind(story.id, { visitorId: visitor(), fullName: 'Sisa Stays' });
        expect(await namesInNotifications()).toEqual(expect.arrayContaining(['Ibarra Tombstone', 'Elias Gone', 'Sisa Stays']));

        for (const [id, key] of [
          [kept, answered],
          [gone, alone],
        ] as const)
          expect((await t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${id}`, headers: { 'visitor-id': key } })).statusCode).toBe(
            204,
          );
        const names = await namesInNotifications();
        expect(names).not.toContain('Ibarra Tombstone');
        expect(names).not.toContain('Elias Gone');
        expect(names).toContain('Sisa Stays');
        const stored = await t.app.db.selectFrom('notifications').select('author').where('comment_id', 'in', [kept, gone]).execute();
        expect(stored.length).toBeGreaterThanOrEqual(2);
        expect(new Set(stored.map((row) => row.author))).toEqual(new Set(['Anonymous']));
      });

      it("keeps the thread when the replies are the writer's own, and removes the tombstone with its last reply", async () => {
        const story = await createPublishedNews(t, { title: 'Own thread story' });
        const me = visitor();
        const mine = await api.postAndFind(story.id, { visitorId: me });
        await api.letTimePass(me);
        const myReply = await api.postAndFind(story.id, { visitorId: me, parentId: mine });
        const deleteAsMe = (id: string) => t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${id}`, headers: { 'visitor-id': me } });

        expect((await deleteAsMe(mine)).statusCode).toBe(204);
        const [thread] = await api.threads(story.id, me);
        expect(thread).toMatchObject({ id: mine, deleted: true });
        expect(thread!.replies.map((reply) => [reply.id, reply.mine, reply.awaitingModeration])).toEqual([[myReply, true, true]]);

        expect((await deleteAsMe(myReply)).statusCode).toBe(204);
        expect(await t.app.db.selectFrom('comments').select('id').where('id', 'in', [mine, myReply]).execute()).toEqual([]);
        expect(await api.threads(story.id, me)).toEqual([]);
      });

      it('removes every tombstone a deleted reply leaves without replies, at any depth, whoever deletes', async () => {
        const story = await createPublishedNews(t, { title: 'Deep thread story' });
        const [ana, ben, carl] = [visitor(), visitor(), visitor()];
        const top = await api.postAndFind(story.id, { visitorId: ana, content: 'Top' });
        await api.approve(top);
        const middle = await api.postAndFind(story.id, { visitorId: ben, parentId: top, content: 'Middle' });
        await api.approve(middle);
        const bottom = await api.postAndFind(story.id, { visitorId: carl, parentId: middle, content: 'Bottom' });
        await api.approve(bottom);
        const admin = bearer(await t.adminToken());

        expect((await t.inject({ method: 'DELETE', url: `/api/v1/delete-comment/${top}`, headers: admin })).statusCode).toBe(204);
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${middle}`, headers: { 'visitor-id': ben } })).statusCode).toBe(
          204,
        );
        const [thread] = await api.threads(story.id);
        expect([thread, ...thread!.replies].map((comment) => [comment.id, comment.deleted, comment.content])).toEqual([
          [top, true, ''],
          [middle, true, ''],
          [bottom, false, 'Bottom'],
        ]);

        expect((await t.inject({ method: 'DELETE', url: `/api/v1/delete-comment/${bottom}`, headers: admin })).statusCode).toBe(204);
        expect(await t.app.db.selectFrom('comments').select('id').where('id', 'in', [top, middle, bottom]).execute()).toEqual([]);
        expect(await api.threads(story.id)).toEqual([]);
      });

      it('removes a tombstone whose two last replies are deleted at the same moment', async () => {
        const story = await createPublishedNews(t, { title: 'Parallel deletes story' });
        const [ana, ben, carl] = [visitor(), visitor(), visitor()];
        const top = await api.postAndFind(story.id, { visitorId: ana });
        await api.approve(top);
        const first = await api.postAndFind(story.id, { visitorId: ben, parentId: top });
        const second = await api.postAndFind(story.id, { visitorId: carl, parentId: top });
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${top}`, headers: { 'visitor-id': ana } })).statusCode).toBe(
          204,
        );

        const answers = await Promise.all([
          t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${first}`, headers: { 'visitor-id': ben } }),
          t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${second}`, headers: { 'visitor-id': carl } }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
        expect(await t.app.db.selectFrom('comments').select('id').where('id', 'in', [top, first, second]).execute()).toEqual([]);
      });

      it('shows a tombstone only to readers who see a reply under it, and never counts it as waiting', async () => {
        const story = await createPublishedNews(t, { title: 'Hidden thread story' });
        const [ana, ben] = [visitor(), visitor()];
        const top = await api.postAndFind(story.id, { visitorId: ana });
        await api.approve(top);
        const pendingReply = await api.postAndFind(story.id, { visitorId: ben, parentId: top });
        await api.letTimePass(ana);
        const pendingTop = await api.postAndFind(story.id, { visitorId: ana });
        await api.letTimePass(ana);
        await api.postAndFind(story.id, { visitorId: ana, parentId: pendingTop });
        const admin = await t.adminToken();
        const waiting = async () =>
          ((await t.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(admin) })).json() as Dashboard).waiting.pendingComments;
        const waitingBefore = await waiting();

        for (const id of [top, pendingTop]) {
          expect((await t.inject({ method: 'DELETE', url: `/api/v1/user-delete-comment/${id}`, headers: { 'visitor-id': ana } })).statusCode).toBe(
            204,
          );
        }
        expect(await waiting()).toBe(waitingBefore! - 1);
        expect((await api.moderation('?status=pending')).map((comment) => comment.commentId)).not.toContain(pendingTop);
        expect(await api.threads(story.id)).toEqual([]);
        const forBen = await api.threads(story.id, ben);
        expect(forBen.map((thread) => [thread.id, thread.deleted, thread.replies.map((reply) => reply.id)])).toEqual([[top, true, [pendingReply]]]);

        await api.approve(pendingReply);
        expect(api.everyComment(await api.threads(story.id)).map((comment) => comment.id)).toEqual([top, pendingReply]);
      });
    });

    describe('moderation', () => {
      it('is for ADMINs only: 401 without a token, 403 for an AUTHOR', async () => {
        const { token } = await t.createUser('AUTHOR');
        const calls = [
          { method: 'GET' as const, url: '/api/v1/news/comments/visible' },
          { method: 'POST' as const, url: `/api/v1/news/comment/approve/${randomUUID()}` },
          { method: 'DELETE' as const, url: `/api/v1/delete-comment/${randomUUID()}` },
        ];
        for (const call of calls) {
          expect((await t.inject(call)).statusCode).toBe(401);
          expect((await t.inject({ ...call, headers: bearer(token) })).statusCode).toBe(403);
        }
      });

      it('lists every comment with its status, newest first, narrowed by status and paged on request', async () => {
        const story = await createPublishedNews(t, { title: 'Moderation story' });
        const first = await api.postAndFind(story.id, { visitorId: visitor(), content: uniqueText('First') });
        const second = await api.postAndFind(story.id, { visitorId: visitor(), content: uniqueText('Second'), fullName: null });
        const approved = await api.approve(first);
        expect(approved.statusCode).toBe(200);
        expect(approved.json()).toMatchObject({ commentId: first, commentStatus: 'Approved', newsId: story.id, newsTitle: 'Moderation story' });

        const all = await api.moderation();
        const ours = all.filter((comment) => comment.newsId === story.id);
        expect(ours.map((comment) => [comment.commentId, comment.commentStatus])).toEqual([
          [second, 'pending'],
          [first, 'Approved'],
        ]);
        expect(ours[0]).toMatchObject({ fullName: 'Anonymous', newsTitle: 'Moderation story', flagged: false, parentId: null });
        expect(JSON.stringify(all)).not.toMatch(/@school\.test/);
        const times = all.map((comment) => comment.createdAt);
        expect([...times].sort().reverse()).toEqual(times);

        const pending = await api.moderation('?status=pending');
        expect(pending.every((comment) => comment.commentStatus === 'pending')).toBe(true);
        expect(pending.map((comment) => comment.commentId)).toContain(second);
        const onlyApproved = await api.moderation('?status=Approved');
        expect(onlyApproved.every((comment) => comment.commentStatus === 'Approved')).toBe(true);
        expect(onlyApproved.map((comment) => comment.commentId)).toContain(first);

        const page = (
          await t.inject({ method: 'GET', url: '/api/v1/news/comments/visible?page=1&size=1', headers: bearer(await t.adminToken()) })
        ).json();
        expect(page).toMatchObject({ page: 1, size: 1, total: all.length });
        expect(page.items).toHaveLength(1);
      });

      it('approves (then readers see it) and deletes, with 404 for unknown comments', async () => {
        const story = await createPublishedNews(t, { title: 'Approval story' });
        const id = await api.postAndFind(story.id, { visitorId: visitor() });
        expect(await api.threads(story.id)).toEqual([]);
        expect((await api.approve(id)).statusCode).toBe(200);
        expect((await api.approve(id)).json().commentStatus).toBe('Approved');
        expect((await api.threads(story.id)).map((comment) => comment.id)).toEqual([id]);

        const admin = bearer(await t.adminToken());
        expect((await api.approve(randomUUID())).statusCode).toBe(404);
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/delete-comment/${randomUUID()}`, headers: admin })).statusCode).toBe(404);
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/delete-comment/${id}`, headers: admin })).statusCode).toBe(204);
        expect(await api.threads(story.id)).toEqual([]);
      });
    });
  },
  { PUBLIC_WRITE_LIMIT: '1000' },
);

describeEachDatabase(
  'comment rate limit',
  (t) => {
    it('limits comment posts per client address', async () => {
      const news = await createPublishedNews(t);
      const api = commentApi(t);
      expect((await api.post(news.id)).statusCode).toBe(201);
      expect((await api.post(news.id)).statusCode).toBe(201);
      const limited = await api.post(news.id);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(errorMessages.tooManyRequests);
    });
  },
  { PUBLIC_WRITE_LIMIT: '2' },
);

describeEachDatabase(
  'comment interval from the configuration',
  (t) => {
    it('asks the visitor to wait as long as COMMENT_INTERVAL_SECONDS says', async () => {
      const news = await createPublishedNews(t);
      const api = commentApi(t);
      const me = visitor();
      expect((await api.post(news.id, { visitorId: me })).statusCode).toBe(201);
      const tooSoon = await api.post(news.id, { visitorId: me });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(15);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(120);
    });
  },
  { COMMENT_INTERVAL_SECONDS: '120' },
);
