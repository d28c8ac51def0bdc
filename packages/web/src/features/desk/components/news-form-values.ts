/** The content form's values, its SPEC §5 checks (the server's own schema and thumbnail rule) and what it sends. */
import { newsFormFieldsSchema, newsMessages, thumbnailOrEmbedMissing, type News } from '@newsroom/shared';
import { newPhotoRef, type PhotoDetails } from '@newsroom/shared';
import type { NewsFormPayload, NewsPhotoFields } from '../api/create-news';
import type { StoredPhoto } from '../../../components/photo-picker';
import { formErrors } from '../../../lib/form-errors';
import { photoWordsPayload, type PhotoWordsValues } from '../../../lib/photo-words';
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

/**
 * What the server would refuse: its schema for the text fields (the form's fields have its names), and its
 * thumbnail-or-embed rule, which it checks once the upload is read (a story's own video, uploaded or stored, lets its
 * poster stand in for the thumbnail).
 */
export function newsFormErrors(values: NewsFormValues, images: NewsFormImages, hasVideo = false): NewsFormErrors {
  const errors: NewsFormErrors = formErrors(newsFormFieldsSchema, values);
  const hasThumbnail = Boolean(images.thumbnail || images.storedThumbnailUrl);
  if (thumbnailOrEmbedMissing({ hasThumbnail, embedYoutubeUrl: values.embedYoutubeUrl.trim() || undefined, hasVideo })) {
    errors.thumbnail = newsMessages.thumbnailRequired;
  }
  return errors;
}

/** Text trimmed as the server would; content keeps its inner line breaks. */
export function newsFormPayload(
  values: NewsFormValues,
  images: Pick<NewsFormImages, 'thumbnail' | 'additionalPhotos'> & NewsPhotoFields,
): NewsFormPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content.trim(),
    category: values.category,
    embedYoutubeUrl: values.embedYoutubeUrl.trim(),
    thumbnail: images.thumbnail,
    additionalPhotos: images.additionalPhotos,
    thumbnailDetails: images.thumbnailDetails,
    photoDetails: images.photoDetails,
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

/** The additional photos in the order shown: a stored one by its URL, a new one by its preview id and file. */
export type OrderedPhoto = { storedUrl: string } | { previewId: string; file: File };

/**
 * thumbnailDetails and photoDetails as sent. photoDetails lists the photos in the order shown, a new one as `new:N`
 * where N counts the new files in that same order (they are sent in it). On edit both always go, so that clearing a
 * caption or removing every stored photo is said too; on create only when there is something to say.
 */
export function newsPhotoFields({
  photos,
  words,
  thumbnailWords,
  hasThumbnail,
  editing,
}: {
  photos: readonly OrderedPhoto[];
  /** Each photo's words by id: a stored photo's URL, a new one's preview id. */
  words: Readonly<Record<string, PhotoWordsValues>>;
  thumbnailWords: PhotoWordsValues;
  hasThumbnail: boolean;
  editing: boolean;
}): NewsPhotoFields {
  let newCount = 0;
  const photoDetails: PhotoDetails = photos.map((photo) => {
    if ('storedUrl' in photo) return { photo: photo.storedUrl, ...photoWordsPayload(words[photo.storedUrl]) };
    const entry = { photo: newPhotoRef(newCount), ...photoWordsPayload(words[photo.previewId]) };
    newCount += 1;
    return entry;
  });
  const thumbnail = photoWordsPayload(thumbnailWords);
  return {
    thumbnailDetails: hasThumbnail && (editing || Object.keys(thumbnail).length > 0) ? thumbnail : undefined,
    photoDetails: editing || photoDetails.length > 0 ? photoDetails : undefined,
  };
}

/** The stored photos still kept on edit, with the sizes the server made for their previews. */
export function storedPhotosOf(news: News | undefined, keptPhotos: string[]): StoredPhoto[] {
  return news ? photosOf(news).filter((photo) => keptPhotos.includes(photo.url)) : [];
}
