/**
 * /add-news-withAI/{id}: write a post from its content alone (SPEC §2 AI content form, §5); the server drafts
 * the title and description. Editing (a real id) saves through PUT /news/{id} and keeps the item's title,
 * description and video link as they are: the writer changes the content, category and images here.
 */
import { useParams } from 'react-router';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { aiNewsFormFieldsSchema, aiNewsMessages, type News } from '@newsroom/shared';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { formErrors } from '../../../lib/form-errors';
import { isNewItemId } from '../../../lib/paths';
import { useCreateAiNews } from '../api/create-ai-news';
import { useUpdateNews } from '../api/update-news';
import { NewsCategorySelect } from './news-form-category-select';
import { NewsFormFrame } from './news-form-frame';
import { NewsItemLoader } from './news-form-item-loader';
import { useFieldInLanguage, useNewsFormState } from './news-form-state';
import type { NewsFormErrors } from './news-form-values';
import { PhotoPicker } from '../../../components/photo-picker';
import { UploadStatus } from '../../../components/upload-status';
import { useUnsavedNewsWork } from './unsaved-news-work';

interface AiNewsFormValues {
  category: string;
  content: string;
}

export function AiNewsFormPage() {
  const { id = '' } = useParams();
  if (isNewItemId(id)) return <AiNewsForm />;
  return <NewsItemLoader id={id}>{(news) => <AiNewsForm key={news.id} news={news} />}</NewsItemLoader>;
}

function AiNewsForm({ news }: { news?: News }) {
  const { t } = useTranslation('desk');
  const inLanguage = useFieldInLanguage();
  const creating = !news;
  const form = useForm<AiNewsFormValues>({
    initialValues: { category: news?.category ?? '', content: news?.content ?? '' },
  });
  const state = useNewsFormState(news, form);
  const createAiNews = useCreateAiNews(state.uploadOptions);
  const updateNews = useUpdateNews(state.uploadOptions);
  const { backToList, newThumbnail, additionalPhotos } = state;
  const onError = state.onSaveError;
  const unsavedWork = useUnsavedNewsWork(form, { kind: 'ai-news', news, filesChanged: state.photosChanged });

  const onSubmit = form.onSubmit((values) => {
    state.clearServerError();
    // The server's schema for the text; the thumbnail, a file, is required on create only.
    const errors: NewsFormErrors = formErrors(aiNewsFormFieldsSchema, values);
    if (creating && !newThumbnail) errors.thumbnail = aiNewsMessages.thumbnailRequired;
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const content = values.content.trim();
    if (news) {
      updateNews.mutate(
        {
          id: news.id,
          title: news.title,
          description: news.description,
          embedYoutubeUrl: news.embedYouTubeUrl ?? '',
          content,
          category: values.category,
          thumbnail: newThumbnail,
          additionalPhotos,
          existingPhotos: state.keptPhotos,
          ...state.photoFields,
        },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('form.saved') });
            unsavedWork.saved();
            backToList();
          },
          onError,
        },
      );
      return;
    }
    if (!newThumbnail) return; // checked above; this tells the compiler
    createAiNews.mutate(
      { thumbnail: newThumbnail, category: values.category, content, additionalPhotos, ...state.photoFields },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', title: t('aiForm.createdTitle'), message: created.title });
          unsavedWork.saved();
          backToList();
        },
        onError,
      },
    );
  });

  return (
    <NewsFormFrame
      creating={creating}
      serverError={state.serverError}
      saving={createAiNews.isPending || updateNews.isPending}
      savingNote={creating ? t('aiForm.drafting') : undefined}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      {unsavedWork.draftNotice}
      {unsavedWork.leaveDialog}
      {creating ? (
        <Text size="sm" c="dimmed">
          {t('aiForm.createIntro')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('aiForm.editIntro', { title: news.title })}
        </Text>
      )}

      <PhotoPicker {...state.thumbnailPicker} required={creating} />

      <NewsCategorySelect {...inLanguage(form.getInputProps('category'))} />

      <MarkdownEditor label={t('form.content')} withAsterisk autosize minRows={10} maxRows={28} {...inLanguage(form.getInputProps('content'))} />

      <PhotoPicker {...state.additionalPhotosPicker} />
      <UploadStatus {...state.uploadStatus} />
    </NewsFormFrame>
  );
}
