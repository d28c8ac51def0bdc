/**
 * /newsletter (ADMIN, issue 26): sending a digest now. The ADMIN picks public stories (up to 20, in order), sees the
 * digest in English and in Filipino, may send it to their own address first, then sends it to every confirmed
 * subscriber after a confirmation naming how many; its progress follows, and below, what the newsletter sent.
 */
import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { useMessage } from '../../../i18n/messages';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format-count';
import { useSubscribers } from '../api/get-subscribers';
import { useSendDigest } from '../api/send-digest';
import { useSendTestDigest } from '../api/send-test-digest';
import { DigestPreview } from './digest-preview';
import { NewsletterHistory } from './newsletter-history';
import { NewsletterProgress } from './newsletter-progress';
import { StoryPicker } from './story-picker';

/** Why the server refused the digest: its message, and each field's message that says more. */
function RefusalAlert({ error }: { error: Error }) {
  const { t } = useTranslation('newsletter');
  const message = useMessage();
  const main = message(errorMessage(error, t('tryAgain')));
  const details = error instanceof ApiError ? [...new Set(Object.values(error.fieldErrors).map(message))].filter((text) => text !== main) : [];
  return (
    <Alert color="red" role="alert" title={main}>
      {details.length > 0 && (
        <List size="sm">
          {details.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  const [chosen, setChosen] = useState<News[]>([]);
  const [sentId, setSentId] = useState<string | null>(null);
  const newsIds = chosen.map((story) => story.id);
  // Only the counts matter here: the smallest page.
  const list = useSubscribers({ q: '', page: 1, size: 1 });
  const confirmed = list.data?.counts.byState.confirmed;
  const sendDigest = useSendDigest();
  const sendTest = useSendTestDigest();
  const refusal = sendDigest.error ?? sendTest.error;

  const choose = (next: News[]) => {
    setChosen(next);
    sendDigest.reset();
    sendTest.reset();
  };

  const onSendTest = () => sendTest.mutate({ newsIds }, { onSuccess: () => notifications.show({ color: 'green', message: t('digest.testSent') }) });

  const onSend = () =>
    confirmAction({
      message: t('digest.confirmSend', { count: confirmed ?? 0, formatted: formatCount(confirmed ?? 0), stories: chosen.length }),
      confirmLabel: t('digest.send'),
      onConfirm: () =>
        sendDigest.mutate(
          { newsIds },
          {
            onSuccess: (newsletter) => {
              setSentId(newsletter.id);
              setChosen([]);
              notifications.show({ color: 'green', message: t('digest.sent') });
            },
          },
        ),
    });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{t('digest.title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('digest.intro')}
        </Text>
      </Stack>

      <StoryPicker chosen={chosen} onChange={choose} />
      <DigestPreview newsIds={newsIds} />

      {refusal && <RefusalAlert error={refusal} />}

      <Group gap="sm" justify="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
          {confirmed !== undefined && t('digest.audience', { count: confirmed, formatted: formatCount(confirmed) })}
        </Text>
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          disabled={chosen.length === 0}
          loading={sendTest.isPending}
          onClick={onSendTest}
        >
          {t('digest.sendTest')}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={chosen.length === 0 || !confirmed}
          loading={sendDigest.isPending}
          onClick={onSend}
        >
          {t('digest.send')}
        </Button>
      </Group>

      {sentId && <NewsletterProgress id={sentId} />}

      <NewsletterHistory />
    </Stack>
  );
}
