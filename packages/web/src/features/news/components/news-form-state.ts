/**
 * What both post forms (/add-news and /add-news-withAI) keep beside their fields: the images picked and kept,
 * the server's last complaint, and the way back to the writer's list.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormErrors } from '@mantine/form';
import { NEWS_ADDITIONAL_PHOTOS_MAX, type News } from '@newsroom/shared';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFilePreviews } from '../../../lib/use-file-previews';
import { useNewsListHref } from './news-form-navigation';
import { formErrorsFromServer, newsFormMessages, storedPhotosOf } from './news-form-values';

/** The part of either form's Mantine handle used here: its errors, whatever its fields. */
interface NewsFormErrorsHandle {
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
  clearFieldError: (path: 'thumbnail') => void;
}

export function useNewsFormState(news: News | undefined, form: NewsFormErrorsHandle) {
  const navigate = useNavigate();
  const listHref = useNewsListHref();
  const [serverError, setServerError] = useState<string | null>(null);
  const thumbnail = useFilePreviews();
  const additionalPhotos = useFilePreviews();
  const [keptPhotos, setKeptPhotos] = useState<string[]>(news?.additionalPhotos ?? []);

  return {
    serverError,
    clearServerError: () => setServerError(null),
    /** A failed save: the server's message above the form, its field errors under the fields. */
    onSaveError: (error: unknown) => {
      setServerError(errorMessage(error, newsFormMessages.saveFailed));
      if (isApiError(error)) form.setErrors(formErrorsFromServer(error.fieldErrors));
    },
    backToList: () => navigate(listHref),
    /** The newly picked thumbnail, if any. */
    newThumbnail: thumbnail.files[0] ?? null,
    additionalPhotos: additionalPhotos.files,
    keptPhotos,
    /** Props for the thumbnail's PhotoPicker: a new pick replaces the stored one and clears its error. */
    thumbnailPicker: {
      label: 'Thumbnail',
      multiple: false,
      previews: thumbnail.previews,
      onAdd: (files: File[]) => {
        thumbnail.clear();
        thumbnail.add(files);
        form.clearFieldError('thumbnail');
      },
      onRemove: thumbnail.remove,
      stored: news?.thumbnailUrl ? [{ url: news.thumbnailUrl, image: news.thumbnail }] : [],
      error: form.errors.thumbnail,
    },
    /** Props for the Additional Photos PhotoPicker: new picks plus the stored photos still kept. */
    additionalPhotosPicker: {
      label: 'Additional Photos',
      max: NEWS_ADDITIONAL_PHOTOS_MAX,
      previews: additionalPhotos.previews,
      onAdd: additionalPhotos.add,
      onRemove: additionalPhotos.remove,
      stored: storedPhotosOf(news, keptPhotos),
      onRemoveStored: (url: string) => setKeptPhotos((urls) => urls.filter((kept) => kept !== url)),
      error: form.errors.additionalPhotos,
    },
  };
}
