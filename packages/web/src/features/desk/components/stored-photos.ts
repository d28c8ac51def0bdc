/** An item's additional photos (SPEC's list of URLs) with the sizes the server made for each. */
import type { News } from '@newsroom/shared';
import type { StoredPhoto } from '../../../components/photo-picker';

export function photosOf(news: Pick<News, 'additionalPhotos' | 'photos'>): StoredPhoto[] {
  return news.additionalPhotos.map((url) => ({ url, image: news.photos.find((photo) => photo.url === url) }));
}
