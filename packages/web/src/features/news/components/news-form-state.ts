/**
 * What both post forms (/add-news and /add-news-withAI) keep beside their fields: the images picked and kept,
 * the server's last complaint, and the way back to the writer's list.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormErrors } from '@mantine/form';
import type { News } from '@newsroom/shared';
import { errorMessage, isApiError } from '../../../lib/api-client';
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
  const [thumbnail, setThumbnail] = useState<File[]>([]);
  const [additionalPhotos, setAdditionalPhotos] = useState<File[]>([]);
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
    newThumbnail: thumbnail[0] ?? null,
    additionalPhotos,
    keptPhotos,
    /** Props for the thumbnail's PhotoPicker: a new pick replaces the stored one and clears its error. */
    thumbnailPicker: {
      label: 'Thumbnail',
      files: thumbnail,
      onFilesChange: (update: (current: File[]) => File[]) => {
        setThumbnail(update);
        form.clearFieldError('thumbnail');
      },
      stored: news?.thumbnailUrl ? [{ url: news.thumbnailUrl, image: news.thumbnail }] : [],
      error: form.errors.thumbnail,
    },
    /** Props for the Additional Photos PhotoPicker: new picks plus the stored photos still kept. */
    additionalPhotosPicker: {
      label: 'Additional Photos',
      multiple: true,
      files: additionalPhotos,
      onFilesChange: setAdditionalPhotos,
      stored: storedPhotosOf(news, keptPhotos),
      onRemoveStored: (url: string) => setKeptPhotos((urls) => urls.filter((kept) => kept !== url)),
      error: form.errors.additionalPhotos,
    },
  };
}
