/**
 * Deciding on pending or archived content (SPEC §2, §4): per row a 'Set Publication Date' checkbox that reveals a
 * date-time picker, then Approve or Reject after confirmation, and View. A chosen date travels as an ISO
 * timestamp; without one the item is published now (SPEC §5). Reject's confirmation also takes an optional reason
 * for the author (PRODUCT.md).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { newsMessages, type News } from '@newsroom/shared';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useApproveNews } from '../api/approve-news';
import { useRejectNews } from '../api/reject-news';
import { useConfirmedAction } from './news-list-actions';
import { RejectionReasonField } from './rejection-reason-field';
import { calendarAriaLabels } from './news-list-search';

interface Schedule {
  enabled: boolean;
  /** The picker's value, YYYY-MM-DD HH:mm:ss in the reader's time zone. */
  value: string | null;
  error?: string;
}

const noSchedule: Schedule = { enabled: false, value: null };

export const MISSING_DATE = 'Choose a publication date, or untick Set Publication Date.';

function approvedText(news: News): string {
  const when = news.publicationDate;
  return when && new Date(when).getTime() > Date.now()
    ? `“${news.title}” is approved and will be published on ${formatDateTime(when)}.`
    : `“${news.title}” is approved and published.`;
}

export interface ReviewDecisions {
  scheduleOf: (id: string) => Schedule;
  setSchedule: (id: string, schedule: Schedule) => void;
  approve: (news: News) => void;
  reject: (news: News) => void;
  isRunning: (id: string) => boolean;
}

/** The decisions and each row's chosen date, kept by item id so paging away and back keeps them. */
export function useReviewDecisions(): ReviewDecisions {
  const [schedules, setSchedules] = useState<Readonly<Record<string, Schedule>>>({});
  const approve = useConfirmedAction(useApproveNews(), {
    confirm: newsMessages.confirmApprove,
    confirmLabel: 'Approve',
    success: approvedText,
    failure: 'Could not approve the content',
  });
  const reject = useConfirmedAction(useRejectNews(), {
    confirm: newsMessages.confirmReject,
    confirmLabel: 'Reject',
    danger: true,
    success: (news) => `“${news.title}” is rejected.`,
    failure: 'Could not reject the content',
  });

  const scheduleOf = (id: string) => schedules[id] ?? noSchedule;
  const setSchedule = (id: string, schedule: Schedule) => setSchedules((current) => ({ ...current, [id]: schedule }));

  return {
    scheduleOf,
    setSchedule,
    approve: (news) => {
      const schedule = scheduleOf(news.id);
      if (schedule.enabled && !schedule.value) return setSchedule(news.id, { ...schedule, error: MISSING_DATE });
      const publicationDate = schedule.enabled && schedule.value ? dayjs(schedule.value).toISOString() : undefined;
      approve.ask({ id: news.id, publicationDate, updatedAt: news.updatedAt });
    },
    reject: (news) => {
      // Each rejection starts with no reason; the field reports what is typed until the reviewer confirms.
      let reason = '';
      reject.ask(
        { id: news.id, updatedAt: news.updatedAt },
        { fields: <RejectionReasonField onChange={(value) => (reason = value)} />, complete: (input) => ({ ...input, reason }) },
      );
    },
    isRunning: (id) => approve.isRunning(id) || reject.isRunning(id),
  };
}

interface NewsReviewActionsProps {
  news: News;
  /** Null for a reader who may only look (an AUTHOR on their own pending items): View alone. */
  decisions: ReviewDecisions | null;
}

export function NewsReviewActions({ news, decisions }: NewsReviewActionsProps) {
  const view = (
    <Button component={Link} to={paths.readNews.getHref(news.id)} size="xs" variant="default" aria-label={`View ${news.title}`}>
      View
    </Button>
  );
  if (!decisions) return view;

  const schedule = decisions.scheduleOf(news.id);
  const busy = decisions.isRunning(news.id);
  return (
    <Stack gap={8} role="group" aria-label={`Review ${news.title}`}>
      <Checkbox
        size="xs"
        label="Set Publication Date"
        checked={schedule.enabled}
        onChange={(event) => decisions.setSchedule(news.id, { enabled: event.currentTarget.checked, value: schedule.value })}
      />
      {schedule.enabled && (
        <DateTimePicker
          size="xs"
          label="Publication date and time"
          placeholder="Pick date and time"
          value={schedule.value}
          onChange={(value) => decisions.setSchedule(news.id, { enabled: true, value })}
          valueFormat="MMM D, YYYY h:mm A"
          defaultTimeValue="08:00"
          ariaLabels={calendarAriaLabels}
          clearable
          error={schedule.error}
          w={220}
        />
      )}
      <Group gap={6} wrap="nowrap">
        <Button size="xs" onClick={() => decisions.approve(news)} disabled={busy} aria-label={`Approve ${news.title}`}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => decisions.reject(news)} disabled={busy} aria-label={`Reject ${news.title}`}>
          Reject
        </Button>
        {view}
      </Group>
    </Stack>
  );
}
