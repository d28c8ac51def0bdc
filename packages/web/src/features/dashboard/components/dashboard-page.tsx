/**
 * /dashboard, the adviser's desk (ADMIN): what waits for review, the scheduled publications, views of the last 30
 * days and the most read stories. Stacked on a phone, a grid from a laptop up.
 */
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';
import { MostReadLists } from './most-read-lists';
import { ScheduledCalendar } from './scheduled-calendar';
import { ViewsChart } from './views-chart';
import { WaitingCounts } from './waiting-counts';

export function DashboardPage() {
  const dashboard = useDashboard();

  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      {dashboard.isPending && <LoadingText />}
      <ListLoadError error={dashboard.error} fallback="The dashboard could not be loaded." />
      {dashboard.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DashboardSection title="Waiting for you">
            <WaitingCounts waiting={dashboard.data.waiting} />
          </DashboardSection>
          <DashboardSection title="Views, last 30 days">
            <ViewsChart viewsByDay={dashboard.data.viewsByDay} />
          </DashboardSection>
        </SimpleGrid>
      )}
      <Paper component="section" aria-label="Scheduled" withBorder radius="md" p="md" miw={0}>
        <ScheduledCalendar />
      </Paper>
      {dashboard.data && (
        <DashboardSection title="Most read">
          <MostReadLists mostRead={dashboard.data.mostRead} />
        </DashboardSection>
      )}
    </Stack>
  );
}
