/**
 * What both post forms (/add-news and /add-news-withAI) keep beside their fields: the photos (use-news-form-photos),
 * the save's upload progress, the server's last complaint with a way to send again, and the way back to the
 * writer's list.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { FormErrors } from '@mantine/form';
import type { News } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/upload-request';
import { useNewsListHref } from './news-form-navigation';
import { formErrorsFromServer } from './news-form-values';
import { useNewsFormPhotos } from './use-news-form-photos';

/** The part of either form's Mantine handle used here: its errors, whatever its fields. */
interface NewsFormErrorsHandle {
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
  clearFieldError: (path: 'thumbnail') => void;
}

/**
 * Failures that sending the same form again may mend: no connection, a timeout, too many requests, the server's own
 * trouble. A refusal of the form itself (400, 403, 413, 415) needs a change first, so it offers no Retry.
 */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * A field's input props with its error (a shared message, from the form's checks or the server's) in the reader's
 * language: `{...inLanguage(form.getInputProps('title'))}`.
 */
export function useFieldInLanguage() {
  const message = useMessage();
  return <Props extends { error?: ReactNode }>(props: Props): Props =>
    typeof props.error === 'string' ? { ...props, error: message(props.error) } : props;
}

export function useNewsFormState(news: News | undefined, form: NewsFormErrorsHandle) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const navigate = useNavigate();
  const listHref = useNewsListHref();
  // The last failed save, null when there is none (or a save is under way).
  const [saveError, setSaveError] = useState<unknown>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const photos = useNewsFormPhotos(news, form);

  return {
    ...photos,
    serverError: saveError === null ? null : message(errorMessage(saveError, t('form.saveFailed'))),
    /** Called as a save starts: the last failure and progress go. */
    clearServerError: () => {
      setSaveError(null);
      setUpload(null);
    },
    /** A failed save: the server's message above the form, its field errors under the fields, Retry where it may help. */
    onSaveError: (error: unknown) => {
      setSaveError(error);
      setUpload(null);
      if (isApiError(error)) form.setErrors(formErrorsFromServer(error.fieldErrors));
    },
    backToList: () => navigate(listHref),
    /** For the save hooks: where the upload is. */
    uploadOptions: { onProgress: setUpload },
    /** Props for UploadStatus. */
    uploadStatus: {
      progress: upload,
      hasPhotos: Boolean(photos.newThumbnail) || photos.additionalPhotos.length > 0,
      canRetry: saveError !== null && worthRetrying(saveError),
    },
  };
}
