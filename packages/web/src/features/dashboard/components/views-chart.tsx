/**
 * "Views, last 30 days": an area chart of views per day, with its reading in words (the total and the busiest day)
 * and the figures as a table for screen readers. The chart draws in the browser only; the back office is not
 * rendered on the server. The chart library loads only when a chart draws; the words and the table do not wait for it.
 */
import { lazy, Suspense } from 'react';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { DayViews } from '@newsroom/shared';
import { formatViews } from '../../../lib/format-count';

const AreaChart = lazy(async () => ({ default: (await import('./views-area-chart')).AreaChart }));

interface ViewsChartProps {
  viewsByDay: DayViews[];
  /** Chart height in pixels: smaller in an author's panel. */
  height?: number;
}

const dayLabel = (day: string) => dayjs(day).format('MMM D');

export function ViewsChart({ viewsByDay, height = 220 }: ViewsChartProps) {
  const total = viewsByDay.reduce((sum, entry) => sum + entry.views, 0);
  if (total === 0) return <Text c="dimmed">No views yet in the last 30 days.</Text>;
  const busiest = viewsByDay.reduce((best, entry) => (entry.views > best.views ? entry : best));
  const data = viewsByDay.map((entry) => ({ date: dayLabel(entry.day), views: entry.views }));

  return (
    <Stack gap="xs">
      <Text size="sm">
        {formatViews(total)} in the last 30 days; the busiest day was {dayjs(busiest.day).format('MMMM D')} with {formatViews(busiest.views)}.
      </Text>
      <div aria-hidden>
        <Suspense fallback={null}>
          <AreaChart
            h={height}
            data={data}
            dataKey="date"
            series={[{ name: 'views', label: 'Views', color: 'newsroom.6' }]}
            curveType="monotone"
            withDots={false}
          />
        </Suspense>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Views per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {viewsByDay.map((entry) => (
              <tr key={entry.day}>
                <td>{dayjs(entry.day).format('MMMM D, YYYY')}</td>
                <td>{entry.views}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
