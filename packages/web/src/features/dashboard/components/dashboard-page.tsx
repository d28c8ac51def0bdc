/**
 * /dashboard, the adviser's desk (ADMIN): what waits for review, the scheduled publications, views of the last 30
 * days and the most read stories. Stacked on a phone, a grid from a laptop up.
 */
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';
import { MostReadLists } from './most-read-lists';
import { ScheduledCalendar } from './scheduled-calendar';
import { ViewsChart } from './views-chart';
import { WaitingCounts } from './waiting-counts';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();

  return (
    <Stack gap="md">
      <Title order={2}>{t('page.title')}</Title>
      {dashboard.isPending && <LoadingText />}
      <ListLoadError error={dashboard.error} fallback={t('page.loadFailed')} />
      {dashboard.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DashboardSection title={t('page.waiting')}>
            <WaitingCounts waiting={dashboard.data.waiting} />
          </DashboardSection>
          <DashboardSection title={t('page.views')}>
            <ViewsChart viewsByDay={dashboard.data.viewsByDay} />
          </DashboardSection>
        </SimpleGrid>
      )}
      <Paper component="section" aria-label={t('page.scheduled')} withBorder radius="md" p="md" miw={0}>
        <ScheduledCalendar />
      </Paper>
      {dashboard.data && (
        <DashboardSection title={t('page.mostRead')}>
          <MostReadLists mostRead={dashboard.data.mostRead} />
        </DashboardSection>
      )}
    </Stack>
  );
}
