/**
 * Demo content written into a running site through its public API, as an author and the admin would: a signed-in
 * client, photo-like pictures, and a set of realistic stories. Used by scripts/seed-demo.ts (trying the app,
 * screenshots) and bench/lighthouse.bench.ts (a home page full of real-looking stories).
 */
import sharp from 'sharp';

export interface DemoStory {
  title: string;
  description: string;
  content: string;
  category: string;
  embed?: string;
  /** A finished tus upload's id (`videoUploadId`): the story's own video, processed after the story is sent. */
  videoUploadId?: string;
  /** How many additional photos (the story's thumbnail comes on top, unless it has a video). */
  photos?: number;
}

/** A client of a running site's API (base like http://localhost:8080). */
export class DemoSite {
  readonly api: string;

  constructor(readonly base: string) {
    this.api = `${base}/api/v1`;
  }

  async call<T>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.api}${path}`, {
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

  async login(username: string, password: string): Promise<string> {
    return (await this.call<{ accessToken: string }>('POST', '/login', undefined, { username, password })).accessToken;
  }

  /** Creates an AUTHOR (as the admin) and answers its username and token. */
  async createAuthor(adminToken: string, fullname: string, password = 'Writer#2026'): Promise<{ username: string; password: string; token: string }> {
    const username = `writer${Date.now().toString(36)}`;
    await this.call('POST', '/user', adminToken, { fullname, username, email: `${username}@school.test`, role: ['author'], password });
    return { username, password, token: await this.login(username, password) };
  }

  /** Sends the story through the content form, with its pictures; it starts Pending. */
  async createStory(authorToken: string, story: DemoStory, index: number): Promise<{ id: string; title: string }> {
    const form = new FormData();
    form.append('title', story.title);
    form.append('description', story.description);
    form.append('content', story.content);
    form.append('category', story.category);
    if (story.videoUploadId) form.append('videoUploadId', story.videoUploadId);
    if (story.embed) form.append('embedYoutubeUrl', story.embed);
    else form.append('thumbnailUrl', await demoPhoto(index, story.category), 'thumbnail.jpg');
    for (let p = 0; p < (story.photos ?? 0); p += 1)
      form.append('additionalPhotos', await demoPhoto(index + p + 1, `Photo ${p + 1}`), `photo${p}.jpg`);
    return this.call('POST', '/news', authorToken, form);
  }

  async approve(adminToken: string, id: string, publicationDate?: string): Promise<void> {
    await this.call('POST', `/approve/news/${id}`, adminToken, publicationDate ? { publicationDate } : {});
  }
}

const palette = [
  [34, 139, 34],
  [25, 113, 194],
  [230, 119, 0],
  [156, 54, 181],
  [201, 42, 42],
  [9, 146, 104],
];

/**
 * A 1600 × 1000 JPEG that compresses like a phone photo: a sky-to-ground gradient, soft shapes and a label, under
 * grain (flat colours would make unrealistically small files and flatter the page's numbers).
 */
export async function demoPhoto(index: number, label: string): Promise<Blob> {
  const [r, g, b] = palette[index % palette.length]!;
  const width = 1600;
  const height = 1000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${Math.round(r / 3)},${Math.round(g / 3)},${Math.round(b / 3)})"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${1100 + (index % 4) * 90}" cy="250" r="180" fill="rgba(255,255,255,0.18)"/>
    <ellipse cx="400" cy="1000" rx="900" ry="330" fill="rgba(0,0,0,0.25)"/>
    <ellipse cx="1350" cy="1050" rx="700" ry="300" fill="rgba(255,255,255,0.08)"/>
    <text x="80" y="900" font-family="sans-serif" font-size="90" fill="white">${label.replace(/[<&>]/g, '')}</text>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

export const demoStories: DemoStory[] = [
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
    content:
      'Kape Kuwentuhan opened last week near Gate 2.\n\nIt has study corners, free Wi-Fi and a ten percent discount for students with their ID.',
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
    content:
      'The Grade 12 entrepreneurship class sold out its ensaymada in two hours at the school fair.\n\nProfits go to the class outreach program.',
    category: 'Animo In-Demand',
    photos: 1,
  },
  {
    title: 'Library opens a quiet study floor for exam week',
    description: 'The third floor of the library now stays open until 9 pm with extra tables and charging stations.',
    content:
      'Starting Monday, the third floor of the library is a quiet study floor until 9 pm on school days.\n\nThe librarians added forty seats, charging stations and a book drop. Students need their ID to enter after 5 pm.',
    category: 'BalitAraneta',
    photos: 2,
  },
  {
    title: 'Grade 8 choir wins gold at the interschool festival',
    description: 'Thirty-two singers from Grade 8 took the gold medal with a medley of Filipino folk songs.',
    content:
      "The Grade 8 choir won gold at the interschool choral festival on Saturday.\n\nThey sang a medley of Filipino folk songs arranged by their conductor, Mr. Dizon. It is the choir's first gold in five years.",
    category: 'Animo Idol',
    photos: 2,
  },
  {
    title: 'How our canteen cut plastic waste by half',
    description: "Reusable trays and a bring-your-own-tumbler discount halved the canteen's plastic waste in one term.",
    content:
      'The canteen replaced single-use containers with reusable trays in June.\n\nTogether with a discount for students who bring their own tumbler, the change halved its plastic waste by the end of the term.',
    category: 'Lasallian Tambayan',
    photos: 1,
  },
  {
    title: 'Alumna engineer designs the new footbridge on Aurora Boulevard',
    description: 'Engr. Carla Mendoza, Class of 2009, led the design of the pedestrian bridge that opened last week.',
    content:
      'The footbridge that opened last week on Aurora Boulevard was designed by a team led by Engr. Carla Mendoza, Class of 2009.\n\nShe visited the school on Friday to talk to the Grade 11 STEM classes about structural engineering.',
    category: 'Galing Araneta',
    photos: 3,
  },
  {
    title: "Why I chose DLSAU: a transferee's first semester",
    description: 'A Grade 11 transferee writes about her first months on campus, from orientation to her first exam.',
    content:
      'I transferred to DLSAU in June, not knowing anyone.\n\nThe buddy program paired me with a classmate on the first day, and by the end of the month I had joined the journalism club. I would recommend the school to anyone who wants teachers who know their names.',
    category: 'DLSAU Testimonials',
    photos: 1,
  },
  {
    title: 'Proud Lasallian: the Grade 10 student who tutors her barangay',
    description: 'Every Saturday, Bea Villanueva teaches reading to twenty children in her barangay hall.',
    content:
      'Bea Villanueva of Grade 10 spends her Saturday mornings at the barangay hall teaching children to read.\n\nShe started with five pupils last year; now twenty come every week.',
    category: 'Proud Lasallian',
    photos: 2,
  },
  {
    title: 'AniModel: the varsity captain who never misses a class',
    description: 'Basketball captain Marco Reyes keeps a perfect attendance record while leading the team to the finals.',
    content:
      'Marco Reyes has not missed a single class in three years, even in a season that took the varsity team to the finals.\n\nHis coach calls him the first to arrive at practice and the last to leave the study hall.',
    category: 'AniModel',
    photos: 1,
  },
  {
    title: 'Science club plants 500 mangrove seedlings in Bulacan',
    description: 'Forty members of the science club joined a coastal clean-up and planted mangroves along the shore.',
    content:
      'Forty members of the science club travelled to Obando, Bulacan on Sunday to plant 500 mangrove seedlings.\n\nThe club will return in three months to count how many took root.',
    category: 'BalitAraneta',
    photos: 4,
  },
];
