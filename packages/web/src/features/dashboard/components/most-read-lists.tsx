/** "Most read": the ten most viewed stories of the last 7 days and of the last 30, each linking to the story. */
import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Dashboard, MostReadStory } from '@newsroom/shared';
import { formatViews } from '../../../lib/format-count';
import { paths } from '../../../lib/paths';

interface MostReadListsProps {
  mostRead: Dashboard['mostRead'];
}

export function MostReadLists({ mostRead }: MostReadListsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <MostReadList title="Last 7 days" stories={mostRead.week} empty="Nothing has been read in the last 7 days yet." />
      <MostReadList title="Last 30 days" stories={mostRead.month} empty="Nothing has been read in the last 30 days yet." />
    </SimpleGrid>
  );
}

interface MostReadListProps {
  title: string;
  stories: MostReadStory[];
  empty: string;
}

function MostReadList({ title, stories, empty }: MostReadListProps) {
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
        <Stack component="ol" gap={6} m={0} pl="lg" aria-label={`Most read, ${title.toLowerCase()}`}>
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
