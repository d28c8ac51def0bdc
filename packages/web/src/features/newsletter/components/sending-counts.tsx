/** A sending's progress: a bar of the mails done (sent or given up) out of those written, and the figures in words. */
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsletterCounts } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';

/** "395 sent, 5 failed, of 1,000". */
export function sendingCountsText(t: (key: string, values: Record<string, string>) => string, counts: NewsletterCounts): string {
  return t('progress.counts', { sent: formatCount(counts.sent), failed: formatCount(counts.failed), recipients: formatCount(counts.recipients) });
}

export function SendingCounts({ counts, label }: { counts: NewsletterCounts; label: string }) {
  const { t } = useTranslation('newsletter');
  const done = counts.sent + counts.failed;
  const percent = counts.recipients > 0 ? Math.round((done / counts.recipients) * 100) : 0;
  return (
    <Stack gap={4}>
      <Progress.Root size="md" aria-hidden>
        <Progress.Section value={counts.recipients > 0 ? (counts.sent / counts.recipients) * 100 : 0} color="green" />
        <Progress.Section value={counts.recipients > 0 ? (counts.failed / counts.recipients) * 100 : 0} color="red" />
      </Progress.Root>
      <Text size="sm" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        {sendingCountsText(t, counts)}
        {counts.queued > 0 && ` · ${t('progress.queued', { count: counts.queued, formatted: formatCount(counts.queued) })}`}
      </Text>
    </Stack>
  );
}
