/**
 * E-mail alerts end to end on each database, with a real SMTP server: who gets which alert, in which language, with
 * which link; the choices on My account (each as it happens, a daily summary at 07:00 school time, none); the daily
 * summary sent once, by one of two instances; and an unreachable mail server that never fails what caused an alert.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildContributionContent, findContributionCategory, instantOfWallTime, wallTimeOf, type EmailAlertChoice } from '@newsroom/shared';
import { buildApp } from '../../app.js';
import { describeWithMail, outboxRows, outboxSettled, startWithMail } from '../../../test/helpers/mail.js';
import { closedPort, TestSmtpServer, type ReceivedMail } from '../../../test/helpers/smtp-server.js';
import { bearer, dialects, TestApp } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, editNews } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { sendDueSummaries } from './daily-summary.js';

const PUBLIC_URL = 'https://news.school.test';
const TIME_ZONE = 'Asia/Manila';
const HOSTILE_TITLE = '<script>alert(1)</script> Fair & "Square"';

/** The daily summary's clock in these suites: the real time, unless a test has moved it. */
let movedClock: Date | undefined;
const clock = () => movedClock ?? new Date();

/** The first 07:00 in Manila after `instant`. */
function nextSevenAfter(instant: Date): Date {
  const { year, month, day } = wallTimeOf(instant, TIME_ZONE);
  const today = instantOfWallTime({ year, month, day, hour: 7 }, TIME_ZONE);
  return today > instant ? today : instantOfWallTime({ year, month, day: day + 1, hour: 7 }, TIME_ZONE);
}

type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

/** The signed-in user's choice, through the API as My account makes it. */
async function choose(t: TestApp, token: string, email: EmailAlertChoice) {
  const response = await t.inject({ method: 'PUT', url: '/api/v1/user/me/notification-settings', headers: bearer(token), payload: { email } });
  expect(response.statusCode).toBe(200);
}

async function contribute(t: TestApp, author: string) {
  const category = findContributionCategory('BalitAraneta')!;
  const values = Object.fromEntries(category.fields.map((field) => [field.label, `${field.label} answer`]));
  const fields = { author, authorEmail: 'reader@school.test', category: category.name, content: buildContributionContent(category, values) };
  const { payload, headers } = multipartPayload(fields, []);
  const response = await t.inject({ method: 'POST', url: '/api/v1/contribute-news', payload, headers });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

const textOf = (mail: ReceivedMail) => mail.parsed.text ?? '';
const htmlOf = (mail: ReceivedMail) => (typeof mail.parsed.html === 'string' ? mail.parsed.html : '');

describeWithMail(
  'e-mail alerts',
  (t, smtp) => {
    let adminToken: string;
    /** An ADMIN who reads the app in Filipino. */
    let filAdmin: SignedIn;
    let dailyAdmin: SignedIn;
    let offAdmin: SignedIn;
    let author: SignedIn;
    /** An AUTHOR who reads the app in Filipino. */
    let filAuthor: SignedIn;

    /** Everything the actions so far queued, once it has all reached the SMTP server. */
    async function delivered(): Promise<ReceivedMail[]> {
      await outboxSettled(t);
      return smtp.received;
    }
    const to = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.envelope.to.includes(address));
    const recipients = (mails: ReceivedMail[]) => mails.flatMap((mail) => mail.envelope.to).sort();
    const digestOf = (userId: string) =>
      t.app.db.selectFrom('mail_alert_digest_items').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

    const post = (url: string, token: string, payload: object = {}) => t.inject({ method: 'POST', url, headers: bearer(token), payload });

    beforeAll(async () => {
      adminToken = await t.adminToken();
      filAdmin = await t.createUser('ADMIN', { fullname: 'Ligaya Admin', email: 'ligaya@school.test' });
      dailyAdmin = await t.createUser('ADMIN', { fullname: 'Dalisay Daily', email: 'daily.admin@school.test' });
      offAdmin = await t.createUser('ADMIN', { fullname: 'Tahimik Off', email: 'off.admin@school.test' });
      author = await t.createUser('AUTHOR', { fullname: 'Rosa Writer', email: 'rosa@school.test' });
      filAuthor = await t.createUser('AUTHOR', { fullname: 'Tala Manunulat', email: 'tala@school.test' });
      await choose(t, dailyAdmin.token, 'daily');
      await choose(t, offAdmin.token, 'off');
      // The language they last chose in the app, as signing in in Filipino keeps it.
      await t.app.db.updateTable('users').set({ language: 'fil' }).where('id', 'in', [filAdmin.user.id, filAuthor.user.id]).execute();
      await outboxSettled(t);
    });
    beforeEach(() => smtp.clear());
    afterEach(() => {
      movedClock = undefined;
    });

    it('mails each ADMIN who takes alerts as they happen a story waiting for review, in their language, escaped, with a plain-text part and a link on PUBLIC_URL', async () => {
      const story = await createNews(t, author.token, { title: HOSTILE_TITLE });
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['admin@school.test', 'ligaya@school.test']);

      const [english] = to(mails, 'admin@school.test');
      expect(english!.parsed.subject).toBe(`Waiting for review: ${HOSTILE_TITLE}`);
      expect(textOf(english!)).toContain('Hello Ada Admin,');
      expect(textOf(english!)).toContain(`'${HOSTILE_TITLE}' by Rosa Writer is waiting for review.`);
      expect(textOf(english!)).toContain(`${PUBLIC_URL}/read-news/${story.id}`);
      expect(textOf(english!)).toContain(`${PUBLIC_URL}/my-account`);
      expect(htmlOf(english!)).toContain(`href="${PUBLIC_URL}/read-news/${story.id}"`);
      expect(htmlOf(english!)).not.toContain('<script>');
      expect(htmlOf(english!)).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Fair &amp; &quot;Square&quot;');

      const [filipino] = to(mails, 'ligaya@school.test');
      expect(filipino!.parsed.subject).toBe(`Naghihintay ng review: ${HOSTILE_TITLE}`);
      expect(textOf(filipino!)).toContain('Kumusta, Ligaya Admin!');
      expect(textOf(filipino!)).toContain(`Naghihintay ng review ang '${HOSTILE_TITLE}' ni Rosa Writer.`);
      expect(textOf(filipino!)).toContain('Basahin ang kuwento:');
      expect(htmlOf(filipino!)).toContain('<html lang="fil">');

      // The daily ADMIN has it waiting for their summary; the ADMIN who chose none has nothing anywhere.
      expect((await digestOf(dailyAdmin.user.id)).map((row) => JSON.parse(row.alert))).toContainEqual({
        about: 'waiting',
        newsId: story.id,
        title: HOSTILE_TITLE,
        authorName: 'Rosa Writer',
        resubmitted: false,
      });
      expect(await digestOf(offAdmin.user.id)).toEqual([]);
      expect((await outboxRows(t)).some((row) => row.recipient === 'off.admin@school.test' || row.recipient === 'daily.admin@school.test')).toBe(
        false,
      );
    });

    it('never mails the ADMIN who did it: their own story, or a draft they made from a contribution', async () => {
      await createNews(t, filAdmin.token, { title: 'An admin writes too' });
      expect(recipients(await delivered())).toEqual(['admin@school.test']);

      smtp.clear();
      const contribution = await contribute(t, 'Juan dela Cruz');
      await delivered();
      smtp.clear();
      expect((await post(`/api/v1/contribute-news/${contribution}/draft`, adminToken)).statusCode).toBe(201);
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['ligaya@school.test']);
      expect(mails[0]!.parsed.subject).toMatch(/^Naghihintay ng review: /);
    });

    it('never mails an ADMIN the decision they made on their own story', async () => {
      const own = await createNews(t, filAdmin.token, { title: 'Reviewed by its own writer' });
      await delivered();
      smtp.clear();
      expect((await post(`/api/v1/approve/news/${own.id}`, filAdmin.token)).statusCode).toBe(200);
      expect((await post(`/api/v1/archive/news/${own.id}`, filAdmin.token)).statusCode).toBe(200);
      expect(recipients(await delivered())).toEqual([]);
      // Another ADMIN's decision on it is news to them.
      expect((await post(`/api/v1/reject/news/${own.id}`, adminToken, { reason: 'Out of date' })).statusCode).toBe(200);
      expect(recipients(await delivered())).toEqual(['ligaya@school.test']);
    });

    it("tells the ADMINs that an AUTHOR's edit sent an archived story back to review", async () => {
      const story = await createNews(t, author.token, { title: 'Back from the archive' });
      await approveNews(t, story.id);
      expect((await post(`/api/v1/archive/news/${story.id}`, adminToken)).statusCode).toBe(200);
      await delivered();
      smtp.clear();

      const edited = await editNews(t, author.token, story, { description: 'Updated for this year.' });
      expect(edited.status).toBe('Pending');
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['admin@school.test', 'ligaya@school.test']);
      expect(textOf(to(mails, 'admin@school.test')[0]!)).toContain(
        "'Back from the archive' by Rosa Writer was edited and is waiting for review again.",
      );
      expect(to(mails, 'ligaya@school.test')[0]!.parsed.subject).toBe('Naghihintay ng review: Back from the archive');
    });

    it('mails each ADMIN a new contribution, with the link to read it', async () => {
      const id = await contribute(t, '<img src=x onerror=alert(1)>');
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['admin@school.test', 'ligaya@school.test']);
      const [english] = to(mails, 'admin@school.test');
      expect(english!.parsed.subject).toBe('New contribution: BalitAraneta');
      expect(textOf(english!)).toContain('<img src=x onerror=alert(1)> sent in a new BalitAraneta contribution.');
      expect(textOf(english!)).toContain(`${PUBLIC_URL}/ReadContributeContent/${id}`);
      expect(htmlOf(english!)).not.toContain('<img src=x');
      expect(htmlOf(english!)).toContain('&lt;img src=x onerror=alert(1)&gt; sent in a new BalitAraneta contribution.');
      expect(to(mails, 'ligaya@school.test')[0]!.parsed.subject).toBe('Bagong ambag: BalitAraneta');
    });

    it("mails the author an approval with the story's public link, published now or at its time in TIME_ZONE, in their language", async () => {
      const now = await createNews(t, author.token, { title: 'Published at once' });
      const later = await createNews(t, filAuthor.token, { title: 'Published on New Year' });
      await delivered();
      smtp.clear();

      await approveNews(t, now.id);
      await approveNews(t, later.id, '2099-01-01T09:30:00+08:00');
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['rosa@school.test', 'tala@school.test']);

      const [english] = to(mails, 'rosa@school.test');
      expect(english!.parsed.subject).toBe('Approved: Published at once');
      expect(textOf(english!)).toContain("Your story 'Published at once' was approved and is published now.");
      expect(textOf(english!)).toContain(`Read it on the site:\n${PUBLIC_URL}/view-news/${now.id}`);

      const [filipino] = to(mails, 'tala@school.test');
      expect(filipino!.parsed.subject).toBe('Naaprubahan: Published on New Year');
      expect(textOf(filipino!)).toMatch(
        /Naaprubahan ang iyong kuwentong 'Published on New Year' at ilalathala ito sa Enero 1, 2099 nang 9:30\sAM GMT\+8\./,
      );
      expect(textOf(filipino!)).toContain(`${PUBLIC_URL}/view-news/${later.id}`);
    });

    it('mails the author a rejection with its reason, escaped in the HTML part', async () => {
      const story = await createNews(t, author.token, { title: 'Needs work' });
      await delivered();
      smtp.clear();
      const reason = '<b>Check</b> the "dates" & names <script>x</script>';
      expect((await post(`/api/v1/reject/news/${story.id}`, adminToken, { reason })).statusCode).toBe(200);
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['rosa@school.test']);
      expect(mails[0]!.parsed.subject).toBe('Not approved: Needs work');
      expect(textOf(mails[0]!)).toContain(`Your story 'Needs work' was rejected.\n\nReason: ${reason}`);
      expect(textOf(mails[0]!)).toContain(`${PUBLIC_URL}/read-news/${story.id}`);
      expect(htmlOf(mails[0]!)).not.toMatch(/<b>|<script>/);
      expect(htmlOf(mails[0]!)).toContain('Reason: &lt;b&gt;Check&lt;/b&gt; the &quot;dates&quot; &amp; names &lt;script&gt;x&lt;/script&gt;');
    });

    it('mails the author when an ADMIN restores a revision of their story, not when they restore one themselves', async () => {
      const story = await createNews(t, filAuthor.token, { title: 'First words' });
      await editNews(t, filAuthor.token, story, { title: 'Second words' });
      const [, first] = (await t.inject({ method: 'GET', url: `/api/v1/news/${story.id}/revisions`, headers: bearer(adminToken) })).json() as {
        id: string;
      }[];
      await delivered();
      smtp.clear();

      const restore = (token: string) => post(`/api/v1/news/${story.id}/revisions/${first!.id}/restore`, token);
      expect((await restore(adminToken)).statusCode).toBe(200);
      let mails = await delivered();
      expect(recipients(mails)).toEqual(['tala@school.test']);
      expect(mails[0]!.parsed.subject).toBe('Ibinalik ang isang rebisyon: First words');
      expect(textOf(mails[0]!)).toContain("Ibinalik ni Ada Admin ang rebisyon 1 ng iyong kuwentong 'First words'.");
      expect(textOf(mails[0]!)).toContain(`${PUBLIC_URL}/news-revisions/${story.id}`);

      smtp.clear();
      expect((await restore(filAuthor.token)).statusCode).toBe(200);
      mails = await delivered();
      expect(recipients(mails)).not.toContain('tala@school.test');
    });

    it('sends a daily user nothing at once, then one summary of their alerts at 07:00 school time, and never twice', async () => {
      const story = await createNews(t, author.token, { title: 'Told in the summary' });
      await contribute(t, 'Maria Clara');
      await delivered();
      expect(to(smtp.received, 'daily.admin@school.test')).toEqual([]);
      const waiting = await digestOf(dailyAdmin.user.id);
      expect(waiting.length).toBeGreaterThanOrEqual(2);

      // The schedule wakes often in this suite: moved to just after the next 07:00, it sends the summary.
      smtp.clear();
      const seven = nextSevenAfter(new Date());
      movedClock = new Date(seven.getTime() + 1000);
      await smtp.waitFor(1);
      const mails = await delivered();
      expect(recipients(mails)).toEqual(['daily.admin@school.test']);
      const [summary] = mails;
      expect(summary!.parsed.subject).toBe('Your daily summary from School Newsroom');
      expect(textOf(summary!)).toContain(`What happened since your last summary (${waiting.length}):`);
      expect(textOf(summary!)).toContain("- 'Told in the summary' by Rosa Writer is waiting for review.");
      expect(textOf(summary!)).toContain(`${PUBLIC_URL}/read-news/${story.id}`);
      expect(textOf(summary!)).toContain('- Maria Clara sent in a new BalitAraneta contribution.');
      expect(htmlOf(summary!)).toContain('&lt;script&gt;');
      expect(htmlOf(summary!)).not.toContain('<script>');
      expect(await digestOf(dailyAdmin.user.id)).toEqual([]);

      // Again at the same moment: nothing, here or from the schedule.
      expect(await sendDueSummaries(t.app, movedClock)).toBe(0);
      // An alert written after the summary waits for the next day's.
      await createNews(t, author.token, { title: 'For tomorrow' });
      expect(await digestOf(dailyAdmin.user.id)).toHaveLength(1);
      expect(await sendDueSummaries(t.app, movedClock)).toBe(0);
      await delivered();
      expect(to(smtp.received, 'daily.admin@school.test')).toHaveLength(1);
      smtp.clear();

      movedClock = new Date(seven.getTime() + 24 * 60 * 60 * 1000 + 1000);
      await smtp.waitFor(1);
      const next = await delivered();
      expect(recipients(next)).toEqual(['daily.admin@school.test']);
      expect(textOf(next[0]!)).toContain('What happened since your last summary (1):');
      expect(textOf(next[0]!)).toContain("- 'For tomorrow' by Rosa Writer is waiting for review.");
    });

    it('drops the alerts waiting for a summary of a user who has turned alerts off since, and mails nothing at 07:00', async () => {
      const quiet = await t.createUser('ADMIN', { email: 'quiet@school.test' });
      await choose(t, quiet.token, 'daily');
      await contribute(t, 'Andres');
      expect(await digestOf(quiet.user.id)).toHaveLength(1);
      await choose(t, quiet.token, 'off');
      await delivered();
      smtp.clear();
      expect(await sendDueSummaries(t.app, new Date(nextSevenAfter(new Date()).getTime() + 1000))).toBe(0);
      expect(await digestOf(quiet.user.id)).toEqual([]);
      expect(to(await delivered(), 'quiet@school.test')).toEqual([]);
    });
  },
  {
    env: { PUBLIC_URL, TIME_ZONE },
    configure: (config) => {
      config.mail.alertSummary = { clock, wakeMs: 25 };
    },
  },
);

describeWithMail(
  'e-mail alerts while the mail server is unreachable',
  (t) => {
    it('approves the story all the same, and keeps its alert waiting in the outbox', async () => {
      const { token } = await t.createUser('AUTHOR', { email: 'waiting.author@school.test' });
      const story = await createNews(t, token, { title: 'Approved whatever the mail does' });
      const approved = await approveNews(t, story.id);
      expect(approved.status).toBe('Approved');
      const until = Date.now() + 15_000;
      let row;
      while (Date.now() < until) {
        row = (await outboxRows(t)).find((candidate) => candidate.recipient === 'waiting.author@school.test');
        if (row?.state === 'retrying') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(row).toMatchObject({ kind: 'alert', state: 'retrying', subject: 'Approved: Approved whatever the mail does' });
      expect(row!.last_error).toMatch(/ECONNREFUSED/);
    });
  },
  {
    env: { PUBLIC_URL },
    configure: async (config) => {
      config.mail.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    },
  },
);

describe.runIf(dialects.includes('postgres'))('daily summaries from two instances on one database [postgres]', () => {
  const smtp = new TestSmtpServer();
  const first = new TestApp('postgres', { PUBLIC_URL, TIME_ZONE });
  let second: FastifyInstance;
  let moved: Date | undefined;

  beforeAll(async () => {
    await smtp.start();
    await startWithMail(first, smtp, undefined, (config) => {
      config.mail.alertSummary = { clock: () => moved ?? new Date(), wakeMs: 10 };
    });
    second = await buildApp(first.config, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first.stop();
    await smtp.stop();
  });

  it('sends each daily user one summary, whichever instance claims it, while both schedules and two more passes run at once', async () => {
    const users: SignedIn[] = [];
    for (let index = 0; index < 12; index += 1) {
      const user = await first.createUser('ADMIN', { email: `twin${index}@school.test` });
      await choose(first, user.token, 'daily');
      users.push(user);
    }
    await choose(first, await first.adminToken(), 'off');
    await contribute(first, 'Two instances');
    await contribute(first, 'One summary');
    await outboxSettled(first);
    smtp.clear();

    moved = new Date(nextSevenAfter(new Date()).getTime() + 1000);
    const passes = await Promise.all([sendDueSummaries(first.app, moved), sendDueSummaries(second, moved)]);
    await smtp.waitFor(12);
    const rows = await outboxSettled(first);
    const summaries = rows.filter((row) => row.kind === 'alert-summary');
    expect(summaries.map((row) => row.recipient).sort()).toEqual(users.map((user) => user.user.email).sort());
    expect(passes[0]! + passes[1]!).toBeLessThanOrEqual(12);
    expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(users.map((user) => user.user.email).sort());
    for (const mail of smtp.received) expect(textOf(mail)).toContain('What happened since your last summary (2):');
    const left = await first.app.db.selectFrom('mail_alert_digest_items').select('id').execute();
    expect(left).toEqual([]);
  });

  it('sends at its start the summaries of a 07:00 that passed while the server was down', async () => {
    const { user, token } = await first.createUser('ADMIN', { email: 'late.riser@school.test' });
    await choose(first, token, 'daily');
    await contribute(first, 'While the server slept');
    await outboxSettled(first);
    smtp.clear();
    // Another server of the site, starting after the next 07:00 (its clock says so), which no running schedule has reached.
    const started = nextSevenAfter(moved ?? new Date());
    const late = await buildApp(
      { ...first.config, mail: { ...first.config.mail, alertSummary: { clock: () => new Date(started.getTime() + 3_600_000) } } },
      { logger: false },
    );
    try {
      await late.ready();
      // The twelve daily ADMINs of the test before have the contribution waiting too.
      const mails = await smtp.waitFor(13);
      const [mail] = mails.filter((received) => received.envelope.to.includes(user.email));
      expect(textOf(mail!)).toContain('What happened since your last summary (1):');
      expect(textOf(mail!)).toContain('- While the server slept sent in a new BalitAraneta contribution.');
    } finally {
      await late.close();
    }
  });
});
