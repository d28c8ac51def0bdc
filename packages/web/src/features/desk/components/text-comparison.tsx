/**
 * Two versions of one text side by side, compared word by word (jsdiff's diffWords): the older shows the words the
 * newer lost, struck through in red (`<del>`), the newer the words it gained, underlined in green (`<ins>`), so the
 * marks are told apart by more than colour; screen readers hear "removed" and "added" before them.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { diffWords } from 'diff';
import { useTranslation } from '../../../i18n/use-translation';

const removedStyle: CSSProperties = {
  backgroundColor: 'var(--mantine-color-red-light)',
  color: 'var(--mantine-color-red-light-color)',
  textDecoration: 'line-through',
};

const addedStyle: CSSProperties = {
  backgroundColor: 'var(--mantine-color-green-light)',
  color: 'var(--mantine-color-green-light-color)',
  textDecoration: 'underline',
};

interface TextComparisonProps {
  /** The field, e.g. "Content". */
  label: string;
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

export function TextComparison({ label, before, after, beforeLabel, afterLabel }: TextComparisonProps) {
  const { t } = useTranslation('desk');
  const changes = useMemo(() => diffWords(before, after), [before, after]);
  const same = before === after;

  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Title order={4}>
        {label}
        {same && (
          <Text component="span" size="sm" c="dimmed" fw="normal" ml="xs">
            {t('comparison.noDifference')}
          </Text>
        )}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Version caption={beforeLabel}>
          {changes.map((change, index) =>
            change.added ? null : change.removed ? (
              <del key={index} style={removedStyle}>
                <VisuallyHidden>{t('comparison.removed')}</VisuallyHidden>
                {change.value}
              </del>
            ) : (
              <span key={index}>{change.value}</span>
            ),
          )}
        </Version>
        <Version caption={afterLabel}>
          {changes.map((change, index) =>
            change.removed ? null : change.added ? (
              <ins key={index} style={addedStyle}>
                <VisuallyHidden>{t('comparison.added')}</VisuallyHidden>
                {change.value}
              </ins>
            ) : (
              <span key={index}>{change.value}</span>
            ),
          )}
        </Version>
      </SimpleGrid>
    </Stack>
  );
}

function Version({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        {caption}
      </Text>
      {/* Line breaks kept, as the content is shown everywhere else; long words wrap at 375 px. */}
      <Box style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Box>
    </Paper>
  );
}
