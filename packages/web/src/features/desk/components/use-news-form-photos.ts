/**
 * The photos of either post form: the thumbnail (picked, or the stored one kept) and the additional photos, stored
 * and new together in the order the writer arranged them, each with its caption, credit and alt text; and what of
 * all that goes to the server.
 */
import { useState } from 'react';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/messages';
import { NEWS_ADDITIONAL_PHOTOS_MAX, type News } from '@newsroom/shared';
import { photoWordsFrom, samePhotoWords, type PhotoWordsValues } from '../../../lib/photo-words';
import { useFilePreviews } from '../../../lib/use-file-previews';
import { newsPhotoFields, storedPhotosOf, type OrderedPhoto } from './news-form-values';

/** The news card's shape (features/news/components/news-card.module.css): a thumbnail cropped to it shows whole on the cards. */
export const THUMBNAIL_ASPECT = 16 / 9;

/** The part of either form's Mantine handle used here. */
interface NewsFormPhotoErrorsHandle {
  errors: FormErrors;
  clearFieldError: (path: 'thumbnail') => void;
}

/** The words the server keeps for each stored photo, by URL. */
function storedWordsOf(news: News | undefined): Record<string, PhotoWordsValues> {
  return Object.fromEntries((news?.photos ?? []).map((photo) => [photo.url, photoWordsFrom(photo)]));
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export function useNewsFormPhotos(news: News | undefined, form: NewsFormPhotoErrorsHandle) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const thumbnail = useFilePreviews();
  const additionalPhotos = useFilePreviews();
  const storedUrls = news?.additionalPhotos ?? [];
  const [storedWords] = useState(() => storedWordsOf(news));
  const [storedThumbnailWords] = useState(() => photoWordsFrom(news?.thumbnail));
  /** The photos' ids (a stored photo's URL, a new one's preview id) in the order shown; a new pick joins at the end. */
  const [order, setOrder] = useState<string[]>(storedUrls);
  const [words, setWords] = useState<Record<string, PhotoWordsValues>>(storedWords);
  const [thumbnailWords, setThumbnailWords] = useState<PhotoWordsValues>(storedThumbnailWords);

  const previews = additionalPhotos.previews;
  const orderedIds = [
    ...order.filter((id) => storedUrls.includes(id) || previews.some((preview) => preview.id === id)),
    ...previews.filter((preview) => !order.includes(preview.id)).map((preview) => preview.id),
  ];
  const orderedPhotos = orderedIds.map((id): OrderedPhoto => {
    const preview = previews.find((item) => item.id === id);
    return preview ? { previewId: id, file: preview.file } : { storedUrl: id };
  });
  const keptPhotos = orderedPhotos.flatMap((photo) => ('storedUrl' in photo ? [photo.storedUrl] : []));
  const newThumbnail = thumbnail.files[0] ?? null;
  const storedThumbnailUrl = news?.thumbnailUrl ?? null;
  // Whichever thumbnail is shown (stored, or the one picked to replace it) has the thumbnail's words.
  const thumbnailWordsById = Object.fromEntries(
    [storedThumbnailUrl, ...thumbnail.previews.map((preview) => preview.id)].flatMap((id) => (id ? [[id, thumbnailWords]] : [])),
  );
  const replaceThumbnail = (files: File[]) => {
    thumbnail.clear();
    thumbnail.add(files);
    form.clearFieldError('thumbnail');
  };

  return {
    /** The newly picked (or cropped) thumbnail, if any. */
    newThumbnail,
    /** The new additional photos, in the order shown (the order photoDetails' `new:N` counts in). */
    additionalPhotos: orderedPhotos.flatMap((photo) => ('file' in photo ? [photo.file] : [])),
    /** The stored photos still shown, in the order shown. */
    keptPhotos,
    /** thumbnailDetails and photoDetails, for the save. */
    photoFields: newsPhotoFields({
      photos: orderedPhotos,
      words,
      thumbnailWords,
      hasThumbnail: Boolean(newThumbnail || storedThumbnailUrl),
      editing: Boolean(news),
    }),
    /** A photo picked, removed, moved or described anew: unsaved work that the text draft cannot keep (files do not fit). */
    photosChanged:
      thumbnail.files.length > 0 ||
      previews.length > 0 ||
      !sameList(keptPhotos, storedUrls) ||
      !samePhotoWords(thumbnailWords, storedThumbnailWords) ||
      keptPhotos.some((url) => !samePhotoWords(words[url], storedWords[url])),
    /** Props for the thumbnail's PhotoPicker: a new pick (or a crop) replaces the stored one and clears its error. */
    thumbnailPicker: {
      label: t('form.thumbnail'),
      multiple: false,
      previews: thumbnail.previews,
      onAdd: replaceThumbnail,
      onRemove: thumbnail.remove,
      stored: storedThumbnailUrl ? [{ url: storedThumbnailUrl, image: news?.thumbnail }] : [],
      error: typeof form.errors.thumbnail === 'string' ? message(form.errors.thumbnail) : form.errors.thumbnail,
      arrange: {
        words: thumbnailWordsById,
        onWordsChange: (_: string, changed: PhotoWordsValues) => setThumbnailWords(changed),
        cropAspect: THUMBNAIL_ASPECT,
        onCropped: (_: string, cropped: File) => replaceThumbnail([cropped]),
      },
    },
    /** Props for the Additional Photos PhotoPicker: stored and new photos in one order, each with its words. */
    additionalPhotosPicker: {
      label: t('form.additionalPhotos'),
      max: NEWS_ADDITIONAL_PHOTOS_MAX,
      previews,
      onAdd: additionalPhotos.add,
      onRemove: additionalPhotos.remove,
      stored: storedPhotosOf(news, keptPhotos),
      onRemoveStored: (url: string) => setOrder(orderedIds.filter((id) => id !== url)),
      error: typeof form.errors.additionalPhotos === 'string' ? message(form.errors.additionalPhotos) : form.errors.additionalPhotos,
      arrange: {
        words,
        onWordsChange: (id: string, changed: PhotoWordsValues) => setWords((all) => ({ ...all, [id]: changed })),
        order: orderedIds,
        onReorder: setOrder,
      },
    },
  };
}
