/** The card grid while its stories load: skeleton cards, and 'Loading...' for screen readers. Loaded on demand (news-grid.tsx). */
import '@mantine/core/styles/Skeleton.css';
import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GRID_COLUMNS } from './news-grid-columns';

export function LoadingGrid() {
  const { t } = useTranslation('news');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('grid.loading')}</VisuallyHidden>
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <Stack gap="sm" p="md">
              <Skeleton height={18} width="30%" />
              <Skeleton height={22} />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
