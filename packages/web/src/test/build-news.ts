/** A published news item for tests, as the server presents it; override what a test cares about. */
import type { News, NewsImage, NewsVideo, PhotoWords } from '@newsroom/shared';

/** A story's photo; without words unless given. */
export const buildImage = (name: string, words: Partial<PhotoWords> = {}): NewsImage => ({
  url: `/media/${name}.jpg`,
  srcset: `/media/${name}-640.jpg 640w, /media/${name}.jpg 1280w`,
  width: 1280,
  height: 800,
  caption: null,
  credit: null,
  alt: null,
  ...words,
});

export const buildNews = (overrides: Partial<News> = {}): News => ({
  id: 'n1',
  title: 'Robotics team wins regional title',
  thumbnailUrl: '/media/thumb.jpg',
  thumbnail: buildImage('thumb'),
  embedYouTubeUrl: null,
  video: null,
  category: 'BalitAraneta',
  categoryId: 'c1',
  categorySlug: 'BalitAraneta',
  description: 'Our robotics team took first place.',
  content: 'First paragraph.\nSecond line.',
  author: 'Maria Santos',
  authorId: 'author-1',
  additionalPhotos: [],
  photos: [],
  status: 'Approved',
  publicationDate: '2026-03-05T09:00:00.000Z',
  createdAt: '2026-03-04T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
  summary: null,
  views: 41,
  ...overrides,
});

/** A story's own video, ready to play unless told otherwise; override what a test cares about. */
export const buildVideo = (overrides: Partial<NewsVideo> = {}): NewsVideo => ({
  status: 'ready',
  durationSeconds: 95,
  hlsUrl: '/media/videos/v1/master.m3u8',
  posterUrl: '/media/videos/v1/poster.jpg',
  posterSrcSet: '/media/videos/v1/poster-320.webp 320w, /media/videos/v1/poster-640.webp 640w',
  previewUrl: '/media/videos/v1/preview.mp4',
  captions: [],
  ...overrides,
});
