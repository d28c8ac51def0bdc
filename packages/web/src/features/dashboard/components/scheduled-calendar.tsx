/**
 * "Scheduled": the stories approved for a later publication, on a week or month calendar with previous and next.
 * Each entry opens the story's back-office reader; its pencil opens the edit form.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPencil } from '@tabler/icons-react';
import dayjs, { type Dayjs } from 'dayjs';
import type { ScheduledStory } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { paths } from '../../../lib/paths';
import { useScheduledNews } from '../api/get-scheduled-news';
import { calendarPeriod, movePeriod, periodLabel, type CalendarView } from './calendar-period';
import classes from './scheduled-calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function ScheduledCalendar() {
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(() => dayjs().startOf('day'));
  const today = dayjs().startOf('day');
  const period = calendarPeriod(view, anchor);
  const scheduled = useScheduledNews({ from: period.from.toISOString(), to: period.to.toISOString() });
  const byDay = groupByDay(scheduled.data ?? []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          Scheduled
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Calendar view"
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <ActionIcon variant="default" aria-label={`Previous ${view}`} onClick={() => setAnchor(movePeriod(view, anchor, -1))}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite" ta="center">
          {periodLabel(view, anchor, period)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-sm" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <ActionIcon variant="default" aria-label={`Next ${view}`} onClick={() => setAnchor(movePeriod(view, anchor, 1))}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <ListLoadError error={scheduled.error} fallback="The scheduled content could not be loaded." />
      {scheduled.isPending && <Text role="status">Loading the scheduled stories...</Text>}
      {scheduled.isSuccess && (scheduled.data.length === 0 ? <Text c="dimmed">Nothing is scheduled this {view}.</Text> : null)}
      <div className={view === 'month' ? classes.month : undefined}>
        <div className={classes.weekdays} aria-hidden>
          {WEEKDAYS.map((weekday) => (
            <Text key={weekday} size="xs" fw={600} c="dimmed" ta="center">
              {weekday}
            </Text>
          ))}
        </div>
        <div className={classes.grid}>
          {period.days.map((day) => (
            <CalendarDay
              key={day.valueOf()}
              day={day}
              stories={byDay.get(day.format('YYYY-MM-DD')) ?? []}
              outside={view === 'month' && day.month() !== anchor.month()}
              today={day.isSame(today, 'day')}
            />
          ))}
        </div>
      </div>
    </Stack>
  );
}

interface CalendarDayProps {
  day: Dayjs;
  stories: ScheduledStory[];
  outside: boolean;
  today: boolean;
}

function CalendarDay({ day, stories, outside, today }: CalendarDayProps) {
  const name = day.format('dddd, MMMM D, YYYY');
  return (
    <div
      role="group"
      className={classes.cell}
      aria-label={name}
      data-empty={stories.length === 0 || undefined}
      data-outside={outside || undefined}
      data-today={today || undefined}
    >
      <Text size="xs" fw={today ? 700 : 500} c={outside ? 'dimmed' : undefined}>
        {day.format('ddd D')}
        {today && ' · Today'}
      </Text>
      {stories.length > 0 && (
        <ul className={classes.entries}>
          {stories.map((story) => (
            <li key={story.id}>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={paths.readNews.getHref(story.id)} size="sm" className={classes.entry} style={{ flex: 1 }}>
                  <Text span size="xs" c="dimmed">
                    {dayjs(story.publicationDate).format('h:mm A')}
                  </Text>{' '}
                  {story.title}
                </Anchor>
                <ActionIcon component={Link} to={paths.newsForm.getHref(story.id)} variant="subtle" size="sm" aria-label={`Edit ${story.title}`}>
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Stories by the local day of their publication, in the server's order (soonest first). */
function groupByDay(stories: readonly ScheduledStory[]): Map<string, ScheduledStory[]> {
  const byDay = new Map<string, ScheduledStory[]>();
  for (const story of stories) {
    const key = dayjs(story.publicationDate).format('YYYY-MM-DD');
    byDay.set(key, [...(byDay.get(key) ?? []), story]);
  }
  return byDay;
}
