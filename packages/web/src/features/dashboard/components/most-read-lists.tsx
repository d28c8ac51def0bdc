/** "Most read": the ten most viewed stories of the last 7 days and of the last 30, each linking to the story. */
import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Dashboard, MostReadStory } from '@newsroom/shared';
import { formatViews } from '../../../lib/format-count';
import { paths } from '../../../lib/paths';

interface MostReadListsProps {
  mostRead: Dashboard['mostRead'];
}

export function MostReadLists({ mostRead }: MostReadListsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <MostReadList title={t('mostRead.week')} listLabel={t('mostRead.weekList')} stories={mostRead.week} empty={t('mostRead.weekEmpty')} />
      <MostReadList title={t('mostRead.month')} listLabel={t('mostRead.monthList')} stories={mostRead.month} empty={t('mostRead.monthEmpty')} />
    </SimpleGrid>
  );
}

interface MostReadListProps {
  title: string;
  /** The list's accessible name, e.g. "Most read, last 7 days". */
  listLabel: string;
  stories: MostReadStory[];
  empty: string;
}

function MostReadList({ title, listLabel, stories, empty }: MostReadListProps) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {title}
      </Title>
      {stories.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack component="ol" gap={6} m={0} pl="lg" aria-label={listLabel}>
          {stories.map((story) => (
            <li key={story.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={paths.readNews.getHref(story.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {story.title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatViews(story.views)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
