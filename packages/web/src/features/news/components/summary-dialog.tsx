/** The 'Summarized Content' modal of the read page (SPEC §2), loaded the first time a reader asks for a summary (article-summary.tsx). */
import '../../../components/dialog-styles';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

interface SummaryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The summary, or null when it could not be made. */
  summary: string | null;
}

export function SummaryDialog({ opened, onClose, summary }: SummaryDialogProps) {
  const { t } = useTranslation('news');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('summary.title')}
      size={600}
      centered
      closeButtonProps={{ 'aria-label': t('summary.closeSummary') }}
    >
      {summary === null ? (
        <Text c="red" role="alert">
          {t('summary.failed')}
        </Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{summary}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
    </Modal>
  );
}
