/**
 * An AUTHOR's desk above My Content List: their stories waiting for review, scheduled, viewed in the last 30 days
 * and most read, from the same answer and components as the ADMIN's dashboard (narrowed to their own by the server).
 */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ListLoadError } from '../../../components/list-load-error';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';
import { MostReadLists } from './most-read-lists';
import { UpcomingScheduled } from './upcoming-scheduled';
import { ViewsChart } from './views-chart';
import { WaitingCounts } from './waiting-counts';

export function AuthorDeskPanel() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();

  return (
    <DashboardSection title={t('author.title')}>
      {dashboard.isPending && <Text role="status">{t('author.loading')}</Text>}
      <ListLoadError error={dashboard.error} fallback={t('author.loadFailed')} />
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm" miw={0}>
              <WaitingCounts waiting={dashboard.data.waiting} />
              <Title order={4} size="h5">
                {t('page.scheduled')}
              </Title>
              <UpcomingScheduled />
            </Stack>
            <Stack gap="xs" miw={0}>
              <Title order={4} size="h5">
                {t('page.views')}
              </Title>
              <ViewsChart viewsByDay={dashboard.data.viewsByDay} height={140} />
            </Stack>
          </SimpleGrid>
          <Title order={4} size="h5">
            {t('page.mostRead')}
          </Title>
          <MostReadLists mostRead={dashboard.data.mostRead} />
        </>
      )}
    </DashboardSection>
  );
}
