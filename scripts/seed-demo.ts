/**
 * Fills a running site with demo content through its public API, for trying the app and taking screenshots:
 * an author, published stories with photos and a video, pending, scheduled, rejected and archived ones,
 * comments, and a contribution.
 *
 *   npx tsx scripts/seed-demo.ts [http://localhost:8080] [adminPassword]
 */
import { DemoSite, demoPhoto, demoStories, type DemoStory } from './demo-content.js';

const site = new DemoSite(process.argv[2] ?? 'http://localhost:8080');
const adminPassword = process.argv[3] ?? process.env.ADMIN_PASSWORD ?? 'Admin#Password1';

const admin = await site.login('admin', adminPassword);
const { username: authorUsername, token: author } = await site.createAuthor(admin, 'Maria Santos');
const createStory = (story: DemoStory, index: number) => site.createStory(author, story, index);

const created = [];
for (const [index, story] of demoStories.entries()) created.push(await createStory(story, index));
const monthsAgo = (months: number) => new Date(Date.now() - months * 30 * 24 * 3600 * 1000).toISOString();
for (const [index, item] of created.entries()) await site.approve(admin, item.id, monthsAgo(index));
const pending = await createStory(
  {
    title: 'Intramurals schedule released',
    description: 'The schedule for this year intramurals is out.',
    content: 'Games start next Monday.',
    category: 'BalitAraneta',
  },
  7,
);
const scheduled = await createStory(
  { title: 'Foundation day program', description: 'What to expect on foundation day.', content: 'A full day of events.', category: 'BalitAraneta' },
  8,
);
await site.approve(admin, scheduled.id, new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString());
const rejected = await createStory(
  { title: 'Draft with a typo in the title', description: 'Needs work.', content: 'Needs work.', category: 'Proud Lasallian' },
  9,
);
await site.call('POST', `/reject/news/${rejected.id}`, admin);
await site.call('POST', `/archive/news/${created[4]!.id}`, admin);

const visitor = { 'visitor-id': 'demo-visitor-1' };
await site.call(
  'POST',
  `/comment-news/${created[0]!.id}`,
  undefined,
  { fullName: 'Paolo', email: 'paolo@example.com', content: 'Congratulations to the team!' },
  visitor,
);
const comments = await site.call<{ commentId: string }[]>('GET', '/news/comments/visible', admin);
await site.call('POST', `/news/comment/approve/${comments[0]!.commentId}`, admin);

const contribution = new FormData();
contribution.append('author', 'Jose Rizal Jr.');
contribution.append('authorEmail', 'jose@example.com');
contribution.append('category', 'Proud Lasallian');
contribution.append('content', 'Name of Featured Lasallian: Liza Soberano\nGrade/Year and Section/Course: Grade 9 - St. La Salle');
contribution.append('photos', await demoPhoto(3, 'Contribution'), 'contribution.jpg');
await fetch(`${site.api}/contribute-news`, { method: 'POST', body: contribution });

console.log(`Seeded ${created.length} published stories, 1 pending (${pending.id}), 1 scheduled, 1 rejected, 1 archived.`);
console.log(`Author: ${authorUsername} / Writer#2026; admin: admin / ${adminPassword}`);
