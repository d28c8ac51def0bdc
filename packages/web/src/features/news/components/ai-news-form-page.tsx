/**
 * /add-news-withAI/{id}: write a post from its content alone (SPEC §2 AI content form, §5); the server drafts
 * the title and description. Editing (a real id) saves through PUT /news/{id} and keeps the item's title,
 * description and video link as they are: the writer changes the content, category and images here.
 */
import { useParams } from 'react-router';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { aiNewsMessages, type News } from '@newsroom/shared';
import { isNewItemId } from '../../../lib/paths';
import { useCreateAiNews } from '../api/create-ai-news';
import { useUpdateNews } from '../api/update-news';
import { NewsCategorySelect } from './news-form-category-select';
import { NewsFormFrame } from './news-form-frame';
import { NewsItemLoader } from './news-form-item-loader';
import { useNewsFormState } from './news-form-state';
import type { NewsFormErrors } from './news-form-values';
import { PhotoPicker } from '../../../components/photo-picker';

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
  const creating = !news;
  const createAiNews = useCreateAiNews();
  const updateNews = useUpdateNews();
  const form = useForm<AiNewsFormValues>({
    initialValues: { category: news?.category ?? '', content: news?.content ?? '' },
  });
  const state = useNewsFormState(news, form);
  const { backToList, newThumbnail, additionalPhotos } = state;
  const onError = state.onSaveError;

  const onSubmit = form.onSubmit((values) => {
    state.clearServerError();
    const errors: NewsFormErrors = {};
    if (!values.category) errors.category = aiNewsMessages.categoryRequired;
    if (!values.content.trim()) errors.content = aiNewsMessages.contentRequired;
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
        },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Post saved.' });
            backToList();
          },
          onError,
        },
      );
      return;
    }
    if (!newThumbnail) return; // checked above; this tells the compiler
    createAiNews.mutate(
      { thumbnail: newThumbnail, category: values.category, content, additionalPhotos },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', title: 'Post created with the title', message: created.title });
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
      savingNote={creating ? 'Drafting the title and description...' : undefined}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      {creating ? (
        <Text size="sm" c="dimmed">
          Write or paste the story; the title and a one-sentence description are drafted from it when you post.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Editing “{news.title}”. Its title and description stay as they are.
        </Text>
      )}

      <PhotoPicker {...state.thumbnailPicker} required={creating} />

      <NewsCategorySelect {...form.getInputProps('category')} />

      <Textarea label="Content" withAsterisk autosize minRows={10} maxRows={28} {...form.getInputProps('content')} />

      <PhotoPicker {...state.additionalPhotosPicker} />
    </NewsFormFrame>
  );
}
