/**
 * Choosing a digest's stories: the newest public stories, searched by title, added one by one (at most
 * DIGEST_STORIES_MAX), and the chosen ones in the order the digest shows them, moved up or down or taken out.
 */
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { DIGEST_STORIES_MAX, type News } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { formatDate } from '../../../lib/format-date';
import { useRecentStories } from '../api/get-recent-stories';

interface StoryPickerProps {
  chosen: readonly News[];
  onChange: (chosen: News[]) => void;
}

/** The list with the item at `from` moved to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function StoryLine({ story }: { story: News }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={500} lineClamp={2}>
        {story.title}
      </Text>
      <Text size="xs" c="dimmed">
        {story.category}
        {story.publicationDate && ` · ${formatDate(story.publicationDate)}`}
      </Text>
    </Stack>
  );
}

export function StoryPicker({ chosen, onChange }: StoryPickerProps) {
  const { t } = useTranslation('newsletter');
  const stories = useRecentStories();
  const [search, setSearch] = useState('');
  const full = chosen.length >= DIGEST_STORIES_MAX;
  const chosenIds = new Set(chosen.map((story) => story.id));
  const needle = search.trim().toLowerCase();
  const found = useMemo(() => (stories.data ?? []).filter((story) => !needle || story.title.toLowerCase().includes(needle)), [stories.data, needle]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="digest-recent-stories">
        <Stack gap="sm">
          <Title order={3} size="h5" id="digest-recent-stories">
            {t('digest.recent')}
          </Title>
          <TextInput
            type="search"
            aria-label={t('digest.search')}
            placeholder={t('digest.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <ListLoadError error={stories.error} fallback={t('digest.storiesFailed')} />
          {stories.isPending ? (
            <LoadingText />
          ) : found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {needle ? t('digest.noMatch') : t('digest.noStories')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('digest.recent')}>
                {found.map((story) => (
                  <Group component="li" key={story.id} gap="sm" wrap="nowrap" align="center">
                    <StoryLine story={story} />
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={full || chosenIds.has(story.id)}
                      aria-label={t('digest.add', { title: story.title })}
                      onClick={() => onChange([...chosen, story])}
                    >
                      {chosenIds.has(story.id) ? t('digest.added') : t('digest.addShort')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="digest-chosen-stories">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5" id="digest-chosen-stories">
              {t('digest.chosen')}
            </Title>
            <Text size="sm" c={full ? 'orange' : 'dimmed'} aria-live="polite">
              {t('digest.chosenCount', { count: chosen.length, max: DIGEST_STORIES_MAX })}
            </Text>
          </Group>
          {chosen.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('digest.noneChosen')}
            </Text>
          ) : (
            <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('digest.chosen')}>
              {chosen.map((story, index) => (
                <Group component="li" key={story.id} gap="xs" wrap="nowrap" align="center">
                  <Text size="sm" c="dimmed" w={22} ta="right" aria-hidden>
                    {index + 1}.
                  </Text>
                  <StoryLine story={story} />
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('digest.moveUp', { title: story.title })}
                      disabled={index === 0}
                      onClick={() => onChange(moved(chosen, index, index - 1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('digest.moveDown', { title: story.title })}
                      disabled={index === chosen.length - 1}
                      onClick={() => onChange(moved(chosen, index, index + 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('digest.remove', { title: story.title })}
                      onClick={() => onChange(chosen.filter((other) => other.id !== story.id))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
