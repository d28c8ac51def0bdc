/**
 * Fills a running site with demo content through its public API, for trying the app and taking screenshots:
 * an author, published stories with photos and a video, pending, scheduled, rejected and archived ones,
 * comments, and a contribution.
 *
 *   npx tsx scripts/seed-demo.ts [http://localhost:8080] [adminPassword]
 */
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://localhost:8080';
const adminPassword = process.argv[3] ?? process.env.ADMIN_PASSWORD ?? 'Admin#Password1';
const api = `${base}/api/v1`;

async function call<T>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function login(username: string, password: string): Promise<string> {
  return (await call<{ accessToken: string }>('POST', '/login', undefined, { username, password })).accessToken;
}

const palette = [
  [34, 139, 34],
  [25, 113, 194],
  [230, 119, 0],
  [156, 54, 181],
  [201, 42, 42],
  [9, 146, 104],
];

async function photo(index: number, label: string): Promise<Blob> {
  const [r, g, b] = palette[index % palette.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${Math.round(r / 3)},${Math.round(g / 3)},${Math.round(b / 3)})"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="1250" cy="250" r="180" fill="rgba(255,255,255,0.15)"/>
    <text x="80" y="900" font-family="sans-serif" font-size="90" fill="white">${label.replace(/[<&>]/g, '')}</text>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

interface Story {
  title: string;
  description: string;
  content: string;
  category: string;
  embed?: string;
  photos?: number;
}

const stories: Story[] = [
  {
    title: 'Grade 10 team wins the regional science fair',
    description: 'Three students from Grade 10 took first place with a water filter made from rice husks.',
    content:
      'Three Grade 10 students won first place at the regional science fair held in Quezon City on Friday.\n\nTheir project, a low-cost water filter made from rice husk ash, was chosen from 48 entries. The judges praised its clear testing and its use for barangays without clean water.\n\nThe team will represent the region at the national fair in February. Their adviser, Ms. Reyes, said the school will help them build a second prototype before then.',
    category: 'BalitAraneta',
    photos: 3,
  },
  {
    title: 'Meet Ana Cruz, our Animo Idol of the month',
    description: 'Ana Cruz of Grade 11 - St. Benilde sings, paints and leads the campus ministry choir.',
    content:
      'Ana Cruz of Grade 11 - St. Benilde has been singing since she was six.\n\nThis year she leads the campus ministry choir and painted the mural beside the chapel. Her classmates nominated her for her kindness as much as for her talent.\n\n"Music is how I pray," she says.',
    category: 'Animo Idol',
    photos: 2,
  },
  {
    title: 'The DLSAU InfoTalk: saving energy at home',
    description: 'Engineering students explain five simple ways to cut a household electricity bill.',
    content:
      'In this InfoTalk, two engineering students explain five simple ways to cut the electricity bill at home.\n\nThey cover unplugging chargers, using fans smartly, and choosing LED bulbs. Watch the full talk above.',
    category: 'The DLSAU InfoTalk',
    embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  },
  {
    title: 'Kape Kuwentuhan opens near Gate 2',
    description: 'A new cafe near Gate 2 offers study corners, free Wi-Fi and a student discount.',
    content: 'Kape Kuwentuhan opened last week near Gate 2.\n\nIt has study corners, free Wi-Fi and a ten percent discount for students with their ID.',
    category: 'Lasallian Tambayan',
    photos: 1,
  },
  {
    title: 'Alumni homecoming brings back the Class of 2005',
    description: 'More than two hundred alumni came home for a day of games, stories and a concert.',
    content: 'More than two hundred alumni came home on Saturday.\n\nThe day ended with a concert by the alumni band and a tour of the new library.',
    category: 'Galing Araneta',
    photos: 5,
  },
  {
    title: 'Student-run bakery sells out at the fair',
    description: 'The Grade 12 entrepreneurship class sold every ensaymada they baked in two hours.',
    content: 'The Grade 12 entrepreneurship class sold out its ensaymada in two hours at the school fair.\n\nProfits go to the class outreach program.',
    category: 'Animo In-Demand',
    photos: 1,
  },
];

const admin = await login('admin', adminPassword);
const authorUsername = `writer${Date.now().toString(36)}`;
await call('POST', '/user', admin, { fullname: 'Maria Santos', username: authorUsername, email: `${authorUsername}@school.test`, role: ['author'], password: 'Writer#2026' });
const author = await login(authorUsername, 'Writer#2026');

async function createStory(story: Story, index: number): Promise<{ id: string; title: string }> {
  const form = new FormData();
  form.append('title', story.title);
  form.append('description', story.description);
  form.append('content', story.content);
  form.append('category', story.category);
  if (story.embed) form.append('embedYoutubeUrl', story.embed);
  else form.append('thumbnailUrl', await photo(index, story.category), 'thumbnail.jpg');
  for (let p = 0; p < (story.photos ?? 0); p += 1) form.append('additionalPhotos', await photo(index + p + 1, `Photo ${p + 1}`), `photo${p}.jpg`);
  return call('POST', '/news', author, form);
}

const created = [];
for (const [index, story] of stories.entries()) created.push(await createStory(story, index));
const monthsAgo = (months: number) => new Date(Date.now() - months * 30 * 24 * 3600 * 1000).toISOString();
for (const [index, item] of created.entries()) {
  await call('POST', `/approve/news/${item.id}`, admin, { publicationDate: monthsAgo(index) });
}
const pending = await createStory({ title: 'Intramurals schedule released', description: 'The schedule for this year intramurals is out.', content: 'Games start next Monday.', category: 'BalitAraneta' }, 7);
const scheduled = await createStory({ title: 'Foundation day program', description: 'What to expect on foundation day.', content: 'A full day of events.', category: 'BalitAraneta' }, 8);
await call('POST', `/approve/news/${scheduled.id}`, admin, { publicationDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() });
const rejected = await createStory({ title: 'Draft with a typo in the title', description: 'Needs work.', content: 'Needs work.', category: 'Proud Lasallian' }, 9);
await call('POST', `/reject/news/${rejected.id}`, admin);
await call('POST', `/archive/news/${created[4]!.id}`, admin);

const visitor = { 'visitor-id': 'demo-visitor-1' };
await call('POST', `/comment-news/${created[0]!.id}`, undefined, { fullName: 'Paolo', email: 'paolo@example.com', content: 'Congratulations to the team!' }, visitor);
const comments = await call<{ commentId: string }[]>('GET', '/news/comments/visible', admin);
await call('POST', `/news/comment/approve/${comments[0]!.commentId}`, admin);

const contribution = new FormData();
contribution.append('author', 'Jose Rizal Jr.');
contribution.append('authorEmail', 'jose@example.com');
contribution.append('category', 'Proud Lasallian');
contribution.append('content', 'Name of Featured Lasallian: Liza Soberano\nGrade/Year and Section/Course: Grade 9 - St. La Salle');
contribution.append('photos', await photo(3, 'Contribution'), 'contribution.jpg');
await fetch(`${api}/contribute-news`, { method: 'POST', body: contribution });

console.log(`Seeded ${created.length} published stories, 1 pending (${pending.id}), 1 scheduled, 1 rejected, 1 archived.`);
console.log(`Author: ${authorUsername} / Writer#2026; admin: admin / ${adminPassword}`);
