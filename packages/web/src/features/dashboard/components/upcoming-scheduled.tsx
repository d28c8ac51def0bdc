/** An author's scheduled stories of the coming weeks, as a short list (the ADMIN's desk has the calendar). */
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useScheduledNews, type ScheduledRange } from '../api/get-scheduled-news';

/** Within the server's 62 days a call. */
const UPCOMING_DAYS = 60;

export function UpcomingScheduled() {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  // Fixed when the panel opens: a range that moved on every render would be a new query each time.
  const [range] = useState<ScheduledRange>(() => {
    const now = dayjs();
    return { from: now.toISOString(), to: now.add(UPCOMING_DAYS, 'day').toISOString() };
  });
  const scheduled = useScheduledNews(range);

  if (scheduled.isPending) return <Text role="status">{t('upcoming.loading')}</Text>;
  if (scheduled.isError)
    return (
      <Text c="red" role="alert" size="sm">
        {message(errorMessage(scheduled.error, t('upcoming.loadFailed')))}
      </Text>
    );
  if (scheduled.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('upcoming.none', { days: UPCOMING_DAYS })}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('upcoming.list')}>
      {scheduled.data.map((story) => (
        <li key={story.id}>
          <Anchor component={Link} to={paths.readNews.getHref(story.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {story.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(story.publicationDate)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
