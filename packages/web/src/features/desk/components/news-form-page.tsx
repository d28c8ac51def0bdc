/**
 * /add-news/{id}: write a post (`_add`) or edit one (SPEC §2 Content form, §5). After saving or cancelling
 * an AUTHOR goes to /my-news, anyone else to /news-management.
 */
import { useParams } from 'react-router';
import { Box, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { DESCRIPTION_MAX_LENGTH, youtubeEmbedUrl, type News } from '@newsroom/shared';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { YouTubeEmbed } from '../../../components/youtube-embed';
import { isNewItemId } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { NewsCategorySelect } from './news-form-category-select';
import { NewsFormFrame } from './news-form-frame';
import { NewsHistoryLink } from './news-history-link';
import { NewsItemLoader } from './news-form-item-loader';
import { useFieldInLanguage, useNewsFormState } from './news-form-state';
import { emptyNewsForm, newsFormErrors, newsFormFromNews, newsFormPayload, type NewsFormValues } from './news-form-values';
import { PhotoPicker } from '../../../components/photo-picker';
import { UploadStatus } from '../../../components/upload-status';
import { useUnsavedNewsWork } from './unsaved-news-work';
import { NewsFormVideo } from './news-form-video';
import { useVideoUpload } from './use-video-upload';

export function NewsFormPage() {
  const { id = '' } = useParams();
  if (isNewItemId(id)) return <NewsForm />;
  return <NewsItemLoader id={id}>{(news) => <NewsForm key={news.id} news={news} />}</NewsItemLoader>;
}

function NewsForm({ news }: { news?: News }) {
  const { t } = useTranslation('desk');
  const inLanguage = useFieldInLanguage();
  const creating = !news;
  const session = useSession();
  const form = useForm<NewsFormValues>({ initialValues: news ? newsFormFromNews(news) : emptyNewsForm });
  const state = useNewsFormState(news, form);
  const createNews = useCreateNews(state.uploadOptions);
  const updateNews = useUpdateNews(state.uploadOptions);
  const { backToList } = state;
  const images = { thumbnail: state.newThumbnail, additionalPhotos: state.additionalPhotos, storedThumbnailUrl: news?.thumbnailUrl ?? null };
  const onError = state.onSaveError;
  const video = useVideoUpload();
  const unsavedWork = useUnsavedNewsWork(form, {
    kind: 'news',
    news,
    filesChanged: state.photosChanged || video.uploading || video.uploadId !== undefined,
  });

  const onSubmit = form.onSubmit((values) => {
    // The save names the finished upload, so it waits for it (the Post button is disabled meanwhile).
    if (video.uploading) return;
    state.clearServerError();
    const errors = newsFormErrors(values, images, video.uploadId !== undefined || Boolean(news?.video));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const payload = { ...newsFormPayload(values, { ...images, ...state.photoFields }), videoUploadId: video.uploadId };
    const onSuccess = () => {
      notifications.show({ color: 'green', message: creating ? t('form.created') : t('form.saved') });
      unsavedWork.saved();
      backToList();
    };
    if (news) updateNews.mutate({ id: news.id, ...payload, existingPhotos: state.keptPhotos }, { onSuccess, onError });
    else createNews.mutate({ ...payload, author: session.fullname }, { onSuccess, onError });
  });

  // The link as the server will store it, whatever form of YouTube link was pasted.
  const embedPreview = youtubeEmbedUrl(form.values.embedYoutubeUrl);
  const descriptionLength = form.values.description.trim().length;

  return (
    <NewsFormFrame
      creating={creating}
      serverError={state.serverError}
      saving={createNews.isPending || updateNews.isPending || video.uploading}
      savingNote={video.uploading ? t('video.waitForUpload') : undefined}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      {unsavedWork.draftNotice}
      {unsavedWork.leaveDialog}
      {news && <NewsHistoryLink newsId={news.id} />}
      <TextInput label={t('form.title')} withAsterisk autoComplete="off" {...inLanguage(form.getInputProps('title'))} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <PhotoPicker {...state.thumbnailPicker} description={t('form.thumbnailDescription')} />
        <Box>
          <TextInput
            label={t('form.embedUrl')}
            placeholder="https://www.youtube.com/watch?v=..."
            description={t('form.embedDescription')}
            autoComplete="off"
            inputMode="url"
            {...inLanguage(form.getInputProps('embedYoutubeUrl'))}
            onChange={(event) => {
              form.getInputProps('embedYoutubeUrl').onChange(event);
              form.clearFieldError('thumbnail');
            }}
          />
          {embedPreview && (
            <Box mt="sm" aria-label={t('form.videoPreview')} role="region">
              <YouTubeEmbed url={embedPreview} title={t('form.videoPreview')} />
            </Box>
          )}
          <Box mt="md">
            <NewsFormVideo upload={video} stored={news?.video ?? null} />
          </Box>
        </Box>
      </SimpleGrid>

      <NewsCategorySelect {...inLanguage(form.getInputProps('category'))} />

      <Textarea
        label={t('form.description')}
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text component="span" size="xs" c={descriptionLength > DESCRIPTION_MAX_LENGTH ? 'red' : 'dimmed'} display="block" ta="right">
            {t('form.characters', { length: descriptionLength, max: DESCRIPTION_MAX_LENGTH })}
          </Text>
        }
        {...inLanguage(form.getInputProps('description'))}
      />

      <MarkdownEditor label={t('form.content')} withAsterisk autosize minRows={8} maxRows={24} {...inLanguage(form.getInputProps('content'))} />

      <PhotoPicker {...state.additionalPhotosPicker} />
      <UploadStatus {...state.uploadStatus} />
    </NewsFormFrame>
  );
}
