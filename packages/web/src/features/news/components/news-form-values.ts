/** The content form's values, its SPEC §5 checks (the same rules the server applies) and what it sends. */
import { DESCRIPTION_MAX_LENGTH, YOUTUBE_EMBED_PATTERN, newsMessages, thumbnailOrEmbedMissing, type News } from '@newsroom/shared';
import type { NewsFormPayload } from '../api/create-news';
import type { StoredPhoto } from '../../../components/photo-picker';
import { photosOf } from './stored-photos';

/** The text fields; images live beside them (see NewsFormImages) because form state must not copy File objects. */
export interface NewsFormValues {
  title: string;
  embedYoutubeUrl: string;
  category: string;
  description: string;
  content: string;
}

export interface NewsFormImages {
  thumbnail: File | null;
  additionalPhotos: File[];
  /** On edit: the stored thumbnail's URL, which satisfies the thumbnail rule. */
  storedThumbnailUrl: string | null;
}

export const newsFormMessages = {
  saveFailed: 'The post could not be saved. Please try again.',
} as const;

export type NewsFormErrors = Partial<Record<keyof NewsFormValues | 'thumbnail' | 'additionalPhotos', string>>;

export const emptyNewsForm: NewsFormValues = { title: '', embedYoutubeUrl: '', category: '', description: '', content: '' };

export function newsFormFromNews(news: News): NewsFormValues {
  return {
    title: news.title,
    embedYoutubeUrl: news.embedYouTubeUrl ?? '',
    category: news.category,
    description: news.description,
    content: news.content,
  };
}

export function isValidEmbedUrl(value: string): boolean {
  return YOUTUBE_EMBED_PATTERN.test(value.trim());
}

export function validateNewsForm(values: NewsFormValues, images: NewsFormImages): NewsFormErrors {
  const errors: NewsFormErrors = {};
  const embed = values.embedYoutubeUrl.trim();
  const description = values.description.trim();
  if (!values.title.trim()) errors.title = newsMessages.titleRequired;
  if (thumbnailOrEmbedMissing({ hasThumbnail: Boolean(images.thumbnail || images.storedThumbnailUrl), embedYoutubeUrl: embed || undefined })) {
    errors.thumbnail = newsMessages.thumbnailRequired;
  }
  if (embed && !isValidEmbedUrl(embed)) errors.embedYoutubeUrl = newsMessages.embedInvalid;
  if (!values.category) errors.category = newsMessages.categoryRequired;
  if (!description) errors.description = newsMessages.descriptionRequired;
  else if (description.length > DESCRIPTION_MAX_LENGTH) errors.description = newsMessages.descriptionTooLong(description.length);
  if (!values.content.trim()) errors.content = newsMessages.contentRequired;
  return errors;
}

/** Text trimmed as the server would; content keeps its inner line breaks. */
export function newsFormPayload(values: NewsFormValues, images: Pick<NewsFormImages, 'thumbnail' | 'additionalPhotos'>): NewsFormPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content.trim(),
    category: values.category,
    embedYoutubeUrl: values.embedYoutubeUrl.trim(),
    thumbnail: images.thumbnail,
    additionalPhotos: images.additionalPhotos,
  };
}

/** The server's field names, mapped onto the form's (the thumbnail file travels as thumbnailUrl). */
const serverFieldNames: Record<string, keyof NewsFormErrors> = {
  title: 'title',
  thumbnailUrl: 'thumbnail',
  thumbnail: 'thumbnail',
  embedYoutubeUrl: 'embedYoutubeUrl',
  category: 'category',
  description: 'description',
  content: 'content',
  additionalPhotos: 'additionalPhotos',
  existingPhotos: 'additionalPhotos',
};

export function formErrorsFromServer(fieldErrors: Record<string, string>): NewsFormErrors {
  const errors: NewsFormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const name = serverFieldNames[field];
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The stored photos still kept on edit, with the sizes the server made for their previews. */
export function storedPhotosOf(news: News | undefined, keptPhotos: string[]): StoredPhoto[] {
  return news ? photosOf(news).filter((photo) => keptPhotos.includes(photo.url)) : [];
}
