/**
 * "Related stories" under an article: up to four published stories sharing its words or its category, each a small
 * picture and a title linking to its page. Loaded after the article, as the comments are, so the article's own page
 * stays light; on a page the server rendered, the app starts when this part comes into view (shared/app-start.ts).
 * Nothing shows when there is nothing related or the list could not be loaded: it is a suggestion, not the story.
 */
import '@mantine/core/styles/Skeleton.css';
import { Link } from 'react-router';
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RelatedStory } from '@newsroom/shared';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { SectionForTheApp } from '../../../components/section-for-the-app';
import { paths } from '../../../lib/paths';
import { useRelatedNews } from '../api/get-related-news';
import classes from './related-stories.module.css';

const PICTURE_SIZES = '112px';

function RelatedStoryRow({ story }: { story: RelatedStory }) {
  return (
    <li className={classes.story}>
      <div className={classes.picture}>
        {/* The title beside it says what the picture shows. */}
        {story.thumbnail && <ResponsiveImage image={story.thumbnail} alt="" sizes={PICTURE_SIZES} />}
      </div>
      <div>
        <h3 className={classes.title}>
          <Link to={paths.viewNews.getHref(story.id)} className={classes.link}>
            {story.title}
          </Link>
        </h3>
        <Text size="xs" c="dimmed" mt={4}>
          {story.category}
          {story.publicationDate && (
            <>
              {' · '}
              <time dateTime={story.publicationDate}>{formatDate(story.publicationDate)}</time>
            </>
          )}
        </Text>
      </div>
    </li>
  );
}

/** Rows the size of the stories to come, so the comments below do not jump when they arrive. */
function LoadingRows() {
  return (
    <ul className={classes.list} aria-hidden>
      {[0, 1].map((row) => (
        <li key={row} className={classes.story}>
          <Skeleton className={classes.picture} />
          <div>
            <Skeleton height={14} mb={6} />
            <Skeleton height={14} width="60%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RelatedStories({ newsId }: { newsId: string }) {
  const { t } = useTranslation('news');
  const query = useRelatedNews(newsId);
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <SectionForTheApp part="related-stories" loading={query.isPending} labelledBy="related-heading" className={classes.section}>
      <Text component="h2" id="related-heading" fw={700} size="lg" mb="md">
        {t('related.heading')}
      </Text>
      {query.isPending ? (
        <LoadingRows />
      ) : (
        <ul className={classes.list}>
          {query.data.map((story) => (
            <RelatedStoryRow key={story.id} story={story} />
          ))}
        </ul>
      )}
    </SectionForTheApp>
  );
}
