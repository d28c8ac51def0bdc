import { describe, expect, it } from 'vitest';
import { newsMessages } from './messages.js';
import { newsFormFieldsSchema } from './schemas/news.js';
import { youtubeEmbedUrl, youtubePrivacyEmbedUrl } from './youtube.js';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('youtubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=Xb4pW0kPq1Rz9aLm`,
    `https://youtu.be/${ID}?t=30`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://youtube.com/embed/${ID}?start=10`,
    `http://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}?rel=0`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
  ])('turns %s into the embed link', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    ['empty', ''],
    ['not a link', 'not a link'],
    ['another video site', 'https://vimeo.com/embed/123456789'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host ending like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['a playlist', 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['a channel', 'https://www.youtube.com/@schoolchannel'],
    ['the home page', 'https://www.youtube.com/'],
    ['an id one short', 'https://youtu.be/dQw4w9WgXc'],
    ['an id one long', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['an id with other characters', 'https://www.youtube.com/watch?v=dQw4w9W%3CXcQ'],
    ['a script in v', 'https://www.youtube.com/watch?v=<script>'],
    ['an embed without an id', 'https://www.youtube.com/embed/'],
    ['an embed with more path', `https://www.youtube.com/embed/${ID}/extra`],
    ['a short link with more path', `https://youtu.be/${ID}/extra`],
    ['a nocookie link that is not an embed', `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ['javascript:', `javascript:alert('https://youtu.be/${ID}')`],
    ['a data link', `data:text/html,https://youtu.be/${ID}`],
    ['another scheme', `ftp://youtu.be/${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['credentials', `https://user:pass@www.youtube.com/watch?v=${ID}`],
  ])('refuses %s', (_name, link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});

describe('newsFormFieldsSchema embedYoutubeUrl', () => {
  const fields = { title: 'Title', description: 'Description', content: 'Content', category: 'News' };

  it('stores any YouTube link as its embed link', () => {
    expect(newsFormFieldsSchema.parse({ ...fields, embedYoutubeUrl: ` https://www.youtube.com/watch?v=${ID}&t=5s ` }).embedYoutubeUrl).toBe(EMBED);
    expect(newsFormFieldsSchema.parse({ ...fields, embedYoutubeUrl: `https://youtu.be/${ID}?si=abc` }).embedYoutubeUrl).toBe(EMBED);
  });

  it('leaves an empty link out', () => {
    expect(newsFormFieldsSchema.parse({ ...fields, embedYoutubeUrl: '  ' }).embedYoutubeUrl).toBeUndefined();
    expect(newsFormFieldsSchema.parse(fields).embedYoutubeUrl).toBeUndefined();
  });

  it("refuses anything else with SPEC's message", () => {
    const result = newsFormFieldsSchema.safeParse({ ...fields, embedYoutubeUrl: 'https://vimeo.com/123456789' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['embedYoutubeUrl'], message: newsMessages.embedInvalid })]);
  });
});

describe('youtubePrivacyEmbedUrl', () => {
  it.each([`https://www.youtube.com/watch?v=${ID}`, `https://youtu.be/${ID}?t=30`, EMBED, `https://www.youtube-nocookie.com/embed/${ID}`])(
    'plays %s from the privacy-enhanced host',
    (link) => {
      expect(youtubePrivacyEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    },
  );

  it.each(['', 'https://vimeo.com/12345', `https://www.youtube.com/embed/${ID}x`])('has no player for %j', (link) => {
    expect(youtubePrivacyEmbedUrl(link)).toBeNull();
  });
});
