/**
 * "Views, last 30 days": an area chart of views per day, with its reading in words (the total and the busiest day)
 * and the figures as a table for screen readers. The chart draws in the browser only; the back office is not
 * rendered on the server. The chart library loads only when a chart draws; the words and the table do not wait for it.
 */
import { lazy, Suspense } from 'react';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/use-translation';
import type { DayViews } from '@newsroom/shared';
import { formatViews } from '../../../lib/format-count';
import { useDayInLanguage } from '../../../i18n/dates-in-language';

const AreaChart = lazy(async () => ({ default: (await import('./views-area-chart')).AreaChart }));

interface ViewsChartProps {
  viewsByDay: DayViews[];
  /** Chart height in pixels: smaller in an author's panel. */
  height?: number;
}

export function ViewsChart({ viewsByDay, height = 220 }: ViewsChartProps) {
  const { t } = useTranslation('dashboard');
  const inLanguage = useDayInLanguage();
  const dayText = (day: string, pattern: string) => inLanguage(dayjs(day)).format(pattern);
  const total = viewsByDay.reduce((sum, entry) => sum + entry.views, 0);
  if (total === 0) return <Text c="dimmed">{t('views.none')}</Text>;
  const busiest = viewsByDay.reduce((best, entry) => (entry.views > best.views ? entry : best));
  const data = viewsByDay.map((entry) => ({ date: dayText(entry.day, 'MMM D'), views: entry.views }));

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('views.summary', { total: formatViews(total), day: dayText(busiest.day, 'MMMM D'), views: formatViews(busiest.views) })}
      </Text>
      <div aria-hidden>
        <Suspense fallback={null}>
          <AreaChart
            h={height}
            data={data}
            dataKey="date"
            series={[{ name: 'views', label: t('views.series'), color: 'newsroom.6' }]}
            curveType="monotone"
            withDots={false}
          />
        </Suspense>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('views.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('views.day')}</th>
              <th scope="col">{t('views.views')}</th>
            </tr>
          </thead>
          <tbody>
            {viewsByDay.map((entry) => (
              <tr key={entry.day}>
                <td>{dayText(entry.day, 'MMMM D, YYYY')}</td>
                <td>{entry.views}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
