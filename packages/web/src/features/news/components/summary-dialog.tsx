/** The 'Summarized Content' modal of the read page (SPEC §2), loaded the first time a reader asks for a summary (article-summary.tsx). */
import '../../../components/dialog-styles';
import { Button, Group, Modal, Text } from '@mantine/core';

export const SUMMARY_FAILED_MESSAGE = 'Sorry, the summary is not available right now. Please try again later.';

interface SummaryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The summary, or null when it could not be made. */
  summary: string | null;
}

export function SummaryDialog({ opened, onClose, summary }: SummaryDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Summarized Content" size={600} centered closeButtonProps={{ 'aria-label': 'Close summary' }}>
      {summary === null ? (
        <Text c="red" role="alert">
          {SUMMARY_FAILED_MESSAGE}
        </Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{summary}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
