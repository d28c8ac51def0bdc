/**
 * "Most read this week" beside the home's latest stories (up to five, numbered, each title a link to its article),
 * rendered on the server with the stories. Left out while it loads, when it fails and when the week has no views:
 * the latest stories are the page, this is a pointer.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { MostReadStory } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';
import { paths } from '../../../lib/paths';
import { useMostReadNews } from '../api/get-most-read-news';
import classes from './most-read-news.module.css';

function MostReadList({ stories }: { stories: MostReadStory[] }) {
  const { t } = useTranslation('news');
  return (
    <aside aria-labelledby="most-read-heading" className={classes.aside}>
      <Text component="h2" id="most-read-heading" fw={700} size="lg" mb="sm">
        {t('mostRead.heading')}
      </Text>
      <ol className={classes.list}>
        {stories.map((story, index) => (
          <li key={story.id} className={classes.item}>
            {/* The list itself numbers the items for screen readers. */}
            <span className={classes.rank} aria-hidden>
              {index + 1}
            </span>
            <div>
              <Link to={paths.viewNews.getHref(story.id)} className={classes.title}>
                {story.title}
              </Link>
              <Text size="xs" c="dimmed" mt={4}>
                {t('views', { count: story.views, views: formatCount(story.views) })}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The latest stories (`children`) with the week's most read above them on narrow screens and beside them on wide ones. */
export function WithMostRead({ children }: { children: ReactNode }) {
  const { data: stories = [] } = useMostReadNews();
  return (
    <div className={classes.layout}>
      {stories.length > 0 && <MostReadList stories={stories} />}
      <div className={classes.stories}>{children}</div>
    </div>
  );
}
