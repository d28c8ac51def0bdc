/** The whole newsletter list's counts, as a small table of labelled figures: by state, language, frequency, category. */
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGES, SUBSCRIBER_STATES, SUBSCRIPTION_FREQUENCIES, type SubscriberCounts } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';

/** One figure with what it counts, read as "Confirmed: 12". */
function Figure({ label, count }: { label: string; count: number }) {
  return (
    // Never cut short: a long category name or count wraps instead.
    <Badge
      variant="light"
      color="gray"
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      maw="100%"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {label}: <strong>{formatCount(count)}</strong>
    </Badge>
  );
}

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="h3" m={0}>
        {title}
      </Text>
      <Group gap={6}>{children}</Group>
    </Stack>
  );
}

export function SubscriberCountsSummary({ counts }: { counts: SubscriberCounts }) {
  const { t } = useTranslation('newsletter');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('counts.label')}>
      <Stack gap="sm">
        <Text fw={600}>{t('counts.total', { count: counts.total, formatted: formatCount(counts.total) })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
          <Row title={t('counts.byState')}>
            {SUBSCRIBER_STATES.map((state) => (
              <Figure key={state} label={t(`states.${state}`)} count={counts.byState[state]} />
            ))}
          </Row>
          <Row title={t('counts.byLanguage')}>
            {LANGUAGES.map((language) => (
              <Figure key={language} label={t(`languages.${language}`)} count={counts.byLanguage[language]} />
            ))}
          </Row>
          <Row title={t('counts.byFrequency')}>
            {SUBSCRIPTION_FREQUENCIES.map((frequency) => (
              <Figure key={frequency} label={t(`frequencies.${frequency}`)} count={counts.byFrequency[frequency]} />
            ))}
          </Row>
          <Row title={t('counts.byCategory')}>
            <Figure label={t('allCategories')} count={counts.allCategories} />
            {counts.byCategory.map(({ name, count }) => (
              <Figure key={name} label={name} count={count} />
            ))}
          </Row>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
