/**
 * "Scheduled": the stories approved for a later publication, on a week or month calendar with previous and next.
 * Each entry opens the story's back-office reader; its pencil opens the edit form.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPencil } from '@tabler/icons-react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/use-translation';
import type { ScheduledStory } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { formatTime, siteDayOf } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useScheduledNews } from '../api/get-scheduled-news';
import { useDayInLanguage } from '../../../i18n/dates-in-language';
import { calendarPeriod, movePeriod, periodInstants, periodLabel, schoolToday, type CalendarView } from './calendar-period';
import classes from './scheduled-calendar.module.css';

export function ScheduledCalendar() {
  const { t } = useTranslation('dashboard');
  const inLanguage = useDayInLanguage();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(schoolToday);
  const today = schoolToday();
  const period = calendarPeriod(view, anchor);
  const scheduled = useScheduledNews(periodInstants(period));
  const byDay = groupByDay(scheduled.data ?? []);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          {t('calendar.title')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('calendar.viewLabel')}
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={[
            { value: 'week', label: t('calendar.week') },
            { value: 'month', label: t('calendar.month') },
          ]}
        />
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <ActionIcon variant="default" aria-label={t(`calendar.previous.${view}`)} onClick={() => setAnchor(movePeriod(view, anchor, -1))}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite" ta="center">
          {periodLabel(view, anchor, period, inLanguage)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-sm" onClick={() => setAnchor(today)}>
            {t('calendar.today')}
          </Button>
          <ActionIcon variant="default" aria-label={t(`calendar.next.${view}`)} onClick={() => setAnchor(movePeriod(view, anchor, 1))}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <ListLoadError error={scheduled.error} fallback={t('calendar.loadFailed')} />
      {scheduled.isPending && <Text role="status">{t('calendar.loading')}</Text>}
      {scheduled.isSuccess && (scheduled.data.length === 0 ? <Text c="dimmed">{t(`calendar.none.${view}`)}</Text> : null)}
      <div className={view === 'month' ? classes.month : undefined}>
        <div className={classes.weekdays} aria-hidden>
          {/* Every period starts on a Monday: its first seven days name the columns. */}
          {period.days.slice(0, 7).map((day) => (
            <Text key={day.day()} size="xs" fw={600} c="dimmed" ta="center">
              {inLanguage(day).format('ddd')}
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
  const { t } = useTranslation('dashboard');
  const inLanguage = useDayInLanguage();
  const name = inLanguage(day).format('dddd, MMMM D, YYYY');
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
        {inLanguage(day).format('ddd D')}
        {today && ` · ${t('calendar.today')}`}
      </Text>
      {stories.length > 0 && (
        <ul className={classes.entries}>
          {stories.map((story) => (
            <li key={story.id}>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={paths.readNews.getHref(story.id)} size="sm" className={classes.entry} style={{ flex: 1 }}>
                  <Text span size="xs" c="dimmed">
                    {formatTime(story.publicationDate)}
                  </Text>{' '}
                  {story.title}
                </Anchor>
                <ActionIcon
                  component={Link}
                  to={paths.newsForm.getHref(story.id)}
                  variant="subtle"
                  size="sm"
                  aria-label={t('calendar.edit', { title: story.title })}
                >
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

/** Stories by the school's day of their publication, in the server's order (soonest first). */
function groupByDay(stories: readonly ScheduledStory[]): Map<string, ScheduledStory[]> {
  const byDay = new Map<string, ScheduledStory[]>();
  for (const story of stories) {
    const key = siteDayOf(story.publicationDate)!;
    byDay.set(key, [...(byDay.get(key) ?? []), story]);
  }
  return byDay;
}
