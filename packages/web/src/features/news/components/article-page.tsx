/**
 * /view-news/{id}: the public read page (SPEC §2) — video or thumbnail, date, category, title, author,
 * description, Summarize Content, the text (Markdown, line breaks kept), the photo gallery, the view count, the share
 * buttons, from the route the newsletter's subscribe form, then the related stories and, from the route, the comments. The byline links to the author's page. Only
 * published items exist here; anything else gets a friendly not-found page.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { NewsMedia } from '../../../components/news-media';
import { PageLoader } from '../../../components/page-loader';
import { StoryText } from '../../../components/story-text';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format-count';
import { KeptPart } from '../../../lib/kept-markup';
import { formatDate } from '../../../lib/format-date';
import { useSiteTitle } from '../../../lib/site';
import { paths } from '../../../lib/paths';
import { usePublicNewsItem } from '../../../api/get-public-news-item';
import { useRecordView } from '../api/record-view';
import { ArticleGallery } from './article-gallery';
import { ARTICLE_IMAGE_SIZES } from './article-image-sizes';
import { ArticleSummary } from './article-summary';
import { RelatedStories } from './related-stories';
import { ShareButtons } from './share-buttons';
import classes from './article-page.module.css';

interface ArticlePageProps {
  /** The comments under the article; the route supplies them, as features do not import each other. */
  comments?: (newsId: string) => ReactNode;
  /** What follows the story's own end (the newsletter's subscribe form), before the related stories. */
  afterStory?: ReactNode;
}

export function ArticlePage({ comments, afterStory }: ArticlePageProps) {
  const { id = '' } = useParams();
  const newsQuery = usePublicNewsItem(id);
  const notFound = isApiError(newsQuery.error, 404);
  const recordedViews = useRecordView(newsQuery.data?.id);
  const { t } = useTranslation('news');
  // The same title as the link preview the server writes for this address.
  const heading = newsQuery.data?.title ?? (notFound ? t('article.notFound') : '');
  const title = useSiteTitle(heading);
  return (
    <>
      {heading && <title>{title}</title>}
      <ArticleState query={newsQuery} notFound={notFound} views={recordedViews} comments={comments} afterStory={afterStory} />
    </>
  );
}

function ArticleState({
  query,
  notFound,
  views,
  comments,
  afterStory,
}: ArticlePageProps & {
  query: ReturnType<typeof usePublicNewsItem>;
  notFound: boolean;
  views: number | undefined;
}) {
  const { t } = useTranslation('news');
  const message = useMessage();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return notFound ? (
      <ArticleProblem title={t('article.notFound')} text={t('article.notFoundText')} />
    ) : (
      <ArticleProblem
        title={t('article.loadFailed')}
        // The server's message is a shared one, shown in the reader's language.
        text={message(errorMessage(query.error, t('article.loadFailedText')))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const news = query.data;
  return <Article news={news} views={views ?? news.views} comments={comments?.(news.id)} afterStory={afterStory} />;
}

function ArticleProblem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const { t } = useTranslation('news');
  return (
    <Stack align="flex-start" gap="md" py="xl" className={classes.article}>
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Group gap="sm">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )}
        <Button component={Link} to={paths.home.getHref()}>
          {t('backToHome')}
        </Button>
      </Group>
    </Stack>
  );
}

function Article({ news, views, comments, afterStory }: { news: News; views: number; comments: ReactNode; afterStory: ReactNode }) {
  const { t } = useTranslation('news');
  const published = news.publicationDate ?? news.createdAt;
  return (
    <article className={classes.article} aria-labelledby="article-title">
      <div className={classes.media}>
        <NewsMedia news={news} sizes={ARTICLE_IMAGE_SIZES} priority />
      </div>

      <Group gap="md" wrap="wrap" className={classes.meta}>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-hidden className={classes.dimmedIcon} />
          <Text component="time" dateTime={published} size="sm" c="dimmed">
            {formatDate(published)}
          </Text>
        </Group>
        <Anchor component={Link} to={paths.category.getHref(news.categorySlug)} size="sm" fw={600} className={classes.category}>
          {news.category}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <IconEye size={16} aria-hidden className={classes.dimmedIcon} />
          <Text size="sm" c="dimmed">
            {t('views', { count: views, views: formatCount(views) })}
          </Text>
        </Group>
      </Group>

      <Title order={1} id="article-title" className={classes.title}>
        {news.title}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('article.by')}{' '}
        {news.authorId ? (
          <Anchor component={Link} to={paths.author.getHref(news.authorId)} inherit>
            {news.author}
          </Anchor>
        ) : (
          news.author
        )}
      </Text>
      <Text size="lg" mt="md" className={classes.description}>
        {news.description}
      </Text>

      <Group mt="lg">
        <ArticleSummary newsId={news.id} />
      </Group>

      <StoryText content={news.content} className={classes.content} />

      {news.photos.length > 0 && <ArticleGallery photos={news.photos} title={news.title} />}

      <ShareButtons title={news.title} path={paths.viewNews.getHref(news.id)} />
      {afterStory && (
        <KeptPart as="div" part="article-after-story" className={classes.afterStory}>
          {afterStory}
        </KeptPart>
      )}
      <RelatedStories newsId={news.id} />

      {comments}
    </article>
  );
}
