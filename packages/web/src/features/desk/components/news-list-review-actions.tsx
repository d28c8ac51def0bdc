/**
 * Deciding on pending or archived content (SPEC §2, §4): per row a 'Set Publication Date' checkbox that reveals a
 * date-time picker, then Approve or Reject after confirmation, and View. A chosen date is a time on the school's
 * clock (TIME_ZONE), wherever the reviewer is, and travels as an ISO timestamp; without one the item is published
 * now (SPEC §5). Reject's confirmation also takes an optional reason for the author (PRODUCT.md). A 'Breaking news'
 * checkbox makes the approval alert every device that turned breaking news alerts on (issue 26). A story whose own
 * video has no captions asks whether to approve it anyway (issue 27).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from '../../../i18n/use-translation';
import { newsMessages, type News } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { formatDateTime, instantOfSiteTime, readerIsOnSiteTime, siteTimeZone } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useApproveNews } from '../api/approve-news';
import { useRejectNews } from '../api/reject-news';
import { useConfirmedAction } from './news-list-actions';
import { RejectionReasonField } from './rejection-reason-field';
import { useCalendarAriaLabels } from './news-list-search';

interface Schedule {
  enabled: boolean;
  /** The picker's value, YYYY-MM-DD HH:mm:ss on the school's clock. */
  value: string | null;
  /** A catalog key (desk.json), so the message follows the language. */
  error?: typeof MISSING_DATE;
}

const noSchedule: Schedule = { enabled: false, value: null };

/** The row's schedule error, a catalog key: shown in the language of the moment, not of when Approve was pressed. */
const MISSING_DATE = 'review.missingDate';

export interface ReviewDecisions {
  scheduleOf: (id: string) => Schedule;
  setSchedule: (id: string, schedule: Schedule) => void;
  /** Whether the row's Breaking news box is ticked: its approval alerts every device with alerts on. */
  isBreaking: (id: string) => boolean;
  setBreaking: (id: string, breaking: boolean) => void;
  approve: (news: News) => void;
  reject: (news: News) => void;
  isRunning: (id: string) => boolean;
}

const hasUncaptionedVideo = (news: News) => news.video !== null && news.video.captions.length === 0;

/** The decisions and each row's chosen date, kept by item id so paging away and back keeps them. */
export function useReviewDecisions(): ReviewDecisions {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const [schedules, setSchedules] = useState<Readonly<Record<string, Schedule>>>({});
  const [breaking, setBreaking] = useState<Readonly<Record<string, boolean>>>({});
  const approvedText = (news: News): string => {
    const when = news.publicationDate;
    return when && new Date(when).getTime() > Date.now()
      ? t('review.approvedLater', { title: news.title, when: formatDateTime(when) })
      : t('review.approvedNow', { title: news.title });
  };
  const approve = useConfirmedAction(useApproveNews(), {
    confirm: message(newsMessages.confirmApprove),
    confirmLabel: t('review.approve'),
    success: approvedText,
    failure: t('review.approveFailed'),
  });
  const reject = useConfirmedAction(useRejectNews(), {
    confirm: message(newsMessages.confirmReject),
    confirmLabel: t('review.reject'),
    danger: true,
    success: (news) => t('review.rejectedDone', { title: news.title }),
    failure: t('review.rejectFailed'),
  });

  const scheduleOf = (id: string) => schedules[id] ?? noSchedule;
  const setSchedule = (id: string, schedule: Schedule) => setSchedules((current) => ({ ...current, [id]: schedule }));

  return {
    scheduleOf,
    setSchedule,
    isBreaking: (id) => breaking[id] === true,
    setBreaking: (id, value) => setBreaking((current) => ({ ...current, [id]: value })),
    approve: (news) => {
      const schedule = scheduleOf(news.id);
      if (schedule.enabled && !schedule.value) return setSchedule(news.id, { ...schedule, error: MISSING_DATE });
      const publicationDate = schedule.enabled && schedule.value ? instantOfSiteTime(schedule.value) : undefined;
      const input = { id: news.id, publicationDate, updatedAt: news.updatedAt, breaking: breaking[news.id] === true };
      // Readers who cannot hear the video would miss what it says: the reviewer decides knowingly (issue 27).
      approve.ask(input, hasUncaptionedVideo(news) ? { question: t('review.confirmApproveUncaptioned') } : undefined);
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
  const { t } = useTranslation('desk');
  const calendarAriaLabels = useCalendarAriaLabels();
  const view = (
    <Button component={Link} to={paths.readNews.getHref(news.id)} size="xs" variant="default" aria-label={t('actions.view', { title: news.title })}>
      {t('review.view')}
    </Button>
  );
  if (!decisions) return view;

  const schedule = decisions.scheduleOf(news.id);
  const busy = decisions.isRunning(news.id);
  return (
    <Stack gap={8} role="group" aria-label={t('review.group', { title: news.title })}>
      <Checkbox
        size="xs"
        label={t('review.setDate')}
        checked={schedule.enabled}
        onChange={(event) => decisions.setSchedule(news.id, { enabled: event.currentTarget.checked, value: schedule.value })}
      />
      {schedule.enabled && (
        <DateTimePicker
          size="xs"
          label={t('review.dateLabel')}
          description={readerIsOnSiteTime() ? undefined : t('review.schoolTime', { zone: siteTimeZone() })}
          placeholder={t('review.pickDate')}
          value={schedule.value}
          onChange={(value) => decisions.setSchedule(news.id, { enabled: true, value })}
          valueFormat="MMM D, YYYY h:mm A"
          defaultTimeValue="08:00"
          ariaLabels={calendarAriaLabels}
          clearable
          error={schedule.error && t(schedule.error)}
          w={220}
        />
      )}
      <Checkbox
        size="xs"
        label={t('review.breaking')}
        description={t('review.breakingHint')}
        checked={decisions.isBreaking(news.id)}
        onChange={(event) => decisions.setBreaking(news.id, event.currentTarget.checked)}
      />
      <Group gap={6} wrap="nowrap">
        <Button size="xs" onClick={() => decisions.approve(news)} disabled={busy} aria-label={t('review.approveItem', { title: news.title })}>
          {t('review.approve')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => decisions.reject(news)}
          disabled={busy}
          aria-label={t('review.rejectItem', { title: news.title })}
        >
          {t('review.reject')}
        </Button>
        {view}
      </Group>
    </Stack>
  );
}
