/**
 * The reader's Summarize Content button (SPEC §2): asks the server for the item's summary, then shows it in
 * the 'Summarized Content' modal — or a short apology there when it could not be made.
 */
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useSummarizeNews } from '../api/summarize-news';

export const SUMMARY_FAILED_MESSAGE = 'Sorry, the summary is not available right now. Please try again later.';

export function ArticleSummary({ newsId }: { newsId: string }) {
  const summary = useSummarizeNews();
  const [opened, setOpened] = useState(false);

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
        loaderProps={{ 'aria-label': 'Summarizing' }}
        onClick={summarize}
      >
        Summarize Content
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Summarized Content"
        size={600}
        centered
        closeButtonProps={{ 'aria-label': 'Close summary' }}
      >
        {summary.isError ? (
          <Text c="red" role="alert">
            {SUMMARY_FAILED_MESSAGE}
          </Text>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{summary.data}</Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}
