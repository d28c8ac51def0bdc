/**
 * An AUTHOR's desk above My Content List: their stories waiting for review, scheduled, viewed in the last 30 days
 * and most read, from the same answer and components as the ADMIN's dashboard (narrowed to their own by the server).
 */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ListLoadError } from '../../../components/list-load-error';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';
import { MostReadLists } from './most-read-lists';
import { UpcomingScheduled } from './upcoming-scheduled';
import { ViewsChart } from './views-chart';
import { WaitingCounts } from './waiting-counts';

export function AuthorDeskPanel() {
  const dashboard = useDashboard();

  return (
    <DashboardSection title="Your stories at a glance">
      {dashboard.isPending && <Text role="status">Loading your figures...</Text>}
      <ListLoadError error={dashboard.error} fallback="Your figures could not be loaded." />
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm" miw={0}>
              <WaitingCounts waiting={dashboard.data.waiting} />
              <Title order={4} size="h5">
                Scheduled
              </Title>
              <UpcomingScheduled />
            </Stack>
            <Stack gap="xs" miw={0}>
              <Title order={4} size="h5">
                Views, last 30 days
              </Title>
              <ViewsChart viewsByDay={dashboard.data.viewsByDay} height={140} />
            </Stack>
          </SimpleGrid>
          <Title order={4} size="h5">
            Most read
          </Title>
          <MostReadLists mostRead={dashboard.data.mostRead} />
        </>
      )}
    </DashboardSection>
  );
}
