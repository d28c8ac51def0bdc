/**
 * "Waiting for you": what the desk has to act on, each a count with a link to its screen. Counts the caller may not
 * see (an AUTHOR's: the comments and contributions) come as null and are left out.
 */
import { Link } from 'react-router';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { DashboardWaiting } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';
import { paths } from '../../../lib/paths';
import classes from './waiting-counts.module.css';

interface WaitingCountsProps {
  waiting: DashboardWaiting;
}

export function WaitingCounts({ waiting }: WaitingCountsProps) {
  const { t } = useTranslation('dashboard');
  const counts = [
    { label: t('waiting.pendingContent'), count: waiting.pendingNews, href: paths.pendingNews.getHref() },
    { label: t('waiting.pendingComments'), count: waiting.pendingComments, href: paths.commentsManagement.getHref() },
    { label: t('waiting.contributions'), count: waiting.contributions, href: paths.contributions.getHref() },
  ].filter((entry): entry is typeof entry & { count: number } => entry.count !== null);
  const nothing = counts.every((entry) => entry.count === 0);

  return (
    <>
      {nothing && (
        <Text c="dimmed" size="sm" mb="xs">
          {t('waiting.nothing')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: counts.length }} spacing="sm">
        {counts.map((entry) => (
          // The whole card is the link, read as "3 Pending content".
          <Paper key={entry.href} component={Link} to={entry.href} withBorder radius="md" p="sm" className={classes.card}>
            <Text size="xl" fw={700} lh={1.2}>
              {formatCount(entry.count)}
            </Text>
            <Text size="sm" c="var(--mantine-color-anchor)" td="underline">
              {entry.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
