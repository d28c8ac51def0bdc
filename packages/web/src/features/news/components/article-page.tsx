/**
 * /view-news/{id}: the public read page (SPEC §2) — video or thumbnail, date, category, title, author,
 * description, Summarize Content, the text (Markdown, line breaks kept), the photo gallery, the view count and, from
 * the route, the comments. Only published items exist here; anything else gets a friendly not-found page.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import type { News } from '@newsroom/shared';
import { NewsMedia } from '../../../components/news-media';
import { PageLoader } from '../../../components/page-loader';
import { StoryText } from '../../../components/story-text';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatViews } from '../../../lib/format-count';
import { formatDate } from '../../../lib/format-date';
import { SITE_NAME } from '../../../lib/site';
import { paths } from '../../../lib/paths';
import { usePublicNewsItem } from '../api/get-public-news-item';
import { useRecordView } from '../api/record-view';
import { ArticleGallery } from './article-gallery';
import { ARTICLE_IMAGE_SIZES } from './article-image-sizes';
import { ArticleSummary } from './article-summary';
import classes from './article-page.module.css';

interface ArticlePageProps {
  /** The comments under the article; the route supplies them, as features do not import each other. */
  comments?: (newsId: string) => ReactNode;
}

export function ArticlePage({ comments }: ArticlePageProps) {
  const { id = '' } = useParams();
  const newsQuery = usePublicNewsItem(id);
  const notFound = isApiError(newsQuery.error, 404);
  const recordedViews = useRecordView(newsQuery.data?.id);
  // The same title as the link preview the server writes for this address.
  const heading = newsQuery.data?.title ?? (notFound ? 'Article not found' : '');
  return (
    <>
      {heading && <title>{`${heading} · ${SITE_NAME}`}</title>}
      <ArticleState query={newsQuery} notFound={notFound} views={recordedViews} comments={comments} />
    </>
  );
}

function ArticleState({
  query,
  notFound,
  views,
  comments,
}: {
  query: ReturnType<typeof usePublicNewsItem>;
  notFound: boolean;
  views: number | undefined;
  comments: ArticlePageProps['comments'];
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return notFound ? (
      <ArticleProblem title="Article not found" text="This article does not exist or is not published yet." />
    ) : (
      <ArticleProblem
        title="The article could not be loaded"
        text={errorMessage(query.error, 'Something went wrong while loading this article.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const news = query.data;
  return <Article news={news} views={views ?? news.views} comments={comments?.(news.id)} />;
}

function ArticleProblem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <Stack align="flex-start" gap="md" py="xl" className={classes.article}>
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Group gap="sm">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={Link} to={paths.home.getHref()}>
          Back to Home
        </Button>
      </Group>
    </Stack>
  );
}

function Article({ news, views, comments }: { news: News; views: number; comments: ReactNode }) {
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
            {formatViews(views)}
          </Text>
        </Group>
      </Group>

      <Title order={1} id="article-title" className={classes.title}>
        {news.title}
      </Title>
      <Text c="dimmed" mt={4}>
        By {news.author}
      </Text>
      <Text size="lg" mt="md" className={classes.description}>
        {news.description}
      </Text>

      <Group mt="lg">
        <ArticleSummary newsId={news.id} />
      </Group>

      <StoryText content={news.content} className={classes.content} />

      {news.photos.length > 0 && <ArticleGallery photos={news.photos} title={news.title} />}

      {comments}
    </article>
  );
}
