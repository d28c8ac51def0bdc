/**
 * An AUTHOR's desk above My Content List: their stories waiting for review, scheduled, viewed in the last 30 days
 * and most read, from the same answer and components as the ADMIN's dashboard (narrowed to their own by the server).
 */
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { MostReadLists } from './most-read-lists';
import { UpcomingScheduled } from './upcoming-scheduled';
import { ViewsChart } from './views-chart';
import { WaitingCounts } from './waiting-counts';

export function AuthorDeskPanel() {
  const dashboard = useDashboard();

  return (
    <Paper component="section" aria-label="Your stories at a glance" withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Your stories at a glance
        </Title>
        {dashboard.isPending && <Text role="status">Loading your figures...</Text>}
        {dashboard.isError && (
          <Alert color="red" role="alert">
            {errorMessage(dashboard.error, 'Your figures could not be loaded.')}
          </Alert>
        )}
        {dashboard.data && (
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
        )}
        {dashboard.data && (
          <>
            <Title order={4} size="h5">
              Most read
            </Title>
            <MostReadLists mostRead={dashboard.data.mostRead} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
