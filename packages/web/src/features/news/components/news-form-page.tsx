/**
 * /add-news/{id}: write a post (`_add`) or edit one (SPEC §2 Content form, §5). After saving or cancelling
 * an AUTHOR goes to /my-news, anyone else to /news-management.
 */
import { useParams } from 'react-router';
import { Box, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DESCRIPTION_MAX_LENGTH, type News } from '@newsroom/shared';
import { YouTubeEmbed } from '../../../components/youtube-embed';
import { isNewItemId } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { NewsCategorySelect } from './news-form-category-select';
import { NewsFormFrame } from './news-form-frame';
import { NewsItemLoader } from './news-form-item-loader';
import { useNewsFormState } from './news-form-state';
import { emptyNewsForm, isValidEmbedUrl, newsFormFromNews, newsFormPayload, validateNewsForm, type NewsFormValues } from './news-form-values';
import { PhotoPicker } from '../../../components/photo-picker';

export function NewsFormPage() {
  const { id = '' } = useParams();
  if (isNewItemId(id)) return <NewsForm />;
  return <NewsItemLoader id={id}>{(news) => <NewsForm key={news.id} news={news} />}</NewsItemLoader>;
}

function NewsForm({ news }: { news?: News }) {
  const creating = !news;
  const session = useSession();
  const createNews = useCreateNews();
  const updateNews = useUpdateNews();
  const form = useForm<NewsFormValues>({ initialValues: news ? newsFormFromNews(news) : emptyNewsForm });
  const state = useNewsFormState(news, form);
  const { backToList } = state;
  const images = { thumbnail: state.newThumbnail, additionalPhotos: state.additionalPhotos, storedThumbnailUrl: news?.thumbnailUrl ?? null };
  const onError = state.onSaveError;

  const onSubmit = form.onSubmit((values) => {
    state.clearServerError();
    const errors = validateNewsForm(values, images);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const payload = newsFormPayload(values, images);
    const onSuccess = () => {
      notifications.show({ color: 'green', message: creating ? 'Post created. It is waiting for review.' : 'Post saved.' });
      backToList();
    };
    if (news) updateNews.mutate({ id: news.id, ...payload, existingPhotos: state.keptPhotos }, { onSuccess, onError });
    else createNews.mutate({ ...payload, author: session.fullname }, { onSuccess, onError });
  });

  const embed = form.values.embedYoutubeUrl.trim();
  const descriptionLength = form.values.description.trim().length;

  return (
    <NewsFormFrame
      creating={creating}
      serverError={state.serverError}
      saving={createNews.isPending || updateNews.isPending}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      <TextInput label="Title" withAsterisk autoComplete="off" {...form.getInputProps('title')} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <PhotoPicker {...state.thumbnailPicker} description="Required unless an embed URL is given." />
        <Box>
          <TextInput
            label="Embed URL"
            placeholder="https://www.youtube.com/embed/..."
            description="A YouTube embed link, shown instead of the thumbnail."
            autoComplete="off"
            inputMode="url"
            {...form.getInputProps('embedYoutubeUrl')}
            onChange={(event) => {
              form.getInputProps('embedYoutubeUrl').onChange(event);
              form.clearFieldError('thumbnail');
            }}
          />
          {embed && isValidEmbedUrl(embed) && (
            <Box mt="sm" aria-label="Video preview" role="region">
              <YouTubeEmbed url={embed} title="Video preview" />
            </Box>
          )}
        </Box>
      </SimpleGrid>

      <NewsCategorySelect {...form.getInputProps('category')} />

      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text component="span" size="xs" c={descriptionLength > DESCRIPTION_MAX_LENGTH ? 'red' : 'dimmed'} display="block" ta="right">
            {descriptionLength}/{DESCRIPTION_MAX_LENGTH} characters
          </Text>
        }
        {...form.getInputProps('description')}
      />

      <Textarea label="Content" withAsterisk autosize minRows={8} maxRows={24} {...form.getInputProps('content')} />

      <PhotoPicker {...state.additionalPhotosPicker} />
    </NewsFormFrame>
  );
}
