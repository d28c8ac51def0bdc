/**
 * The reader's Summarize Content button (SPEC §2): asks the server for the item's summary, then shows it in
 * the 'Summarized Content' modal — or a short apology there when it could not be made. The modal's code comes
 * with the first request for a summary, so the read page itself stays light. Tapped before the app has come, the
 * page's start script opens a native dialog of its own and asks for the summary there (shared/app-start.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { preAppAttributes } from '@newsroom/shared';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSummarizeNews } from '../api/summarize-news';

const SummaryDialog = lazy(async () => ({ default: (await import('./summary-dialog')).SummaryDialog }));

export function ArticleSummary({ newsId }: { newsId: string }) {
  const { t } = useTranslation('news');
  const summary = useSummarizeNews();
  const [opened, setOpened] = useState(false);
  // The modal's code starts loading with the request, not after it.
  const wanted = useOpenedOnce(opened || summary.isPending);

  const summarize = () => {
    // The server keeps the summary of each version, so asking again is cheap and picks up an edited item.
    summary.mutate(newsId, { onSettled: () => setOpened(true) });
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSparkles size={18} aria-hidden />}
        loading={summary.isPending}
        loaderProps={{ 'aria-label': t('summary.summarizing') }}
        onClick={summarize}
        {...preAppAttributes('summary', {
          url: `/hitOpenaiApi/${encodeURIComponent(newsId)}`,
          title: t('summary.title'),
          loading: `${t('summary.summarizing')}…`,
          failed: t('summary.failed'),
          close: t('close'),
        })}
      >
        {t('summary.summarize')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SummaryDialog opened={opened} onClose={() => setOpened(false)} summary={summary.isError ? null : (summary.data ?? '')} />
        </Suspense>
      )}
    </>
  );
}
