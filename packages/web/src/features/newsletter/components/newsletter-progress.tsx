/** The digest just sent: its state and how many of its mails went out, read again every 2 seconds until done. */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { useNewsletter } from '../api/get-newsletter';
import { NewsletterStateBadge } from './newsletter-state-badge';
import { SendingCounts } from './sending-counts';

export function NewsletterProgress({ id }: { id: string }) {
  const { t } = useTranslation('newsletter');
  const newsletter = useNewsletter(id);
  const data = newsletter.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="newsletter-progress">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id="newsletter-progress">
            {t('progress.title')}
          </Title>
          {data && <NewsletterStateBadge state={data.state} />}
        </Group>
        <ListLoadError error={newsletter.error} fallback={t('progress.failed')} />
        {data ? (
          <>
            <Text size="sm" fw={500}>
              {data.subject}
            </Text>
            <SendingCounts counts={data.counts} label={t('progress.label', { subject: data.subject })} />
          </>
        ) : (
          !newsletter.error && <LoadingText />
        )}
      </Stack>
    </Paper>
  );
}
