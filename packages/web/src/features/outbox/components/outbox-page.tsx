/**
 * /outbox (ADMIN): the 50 newest e-mails the site has sent or is sending, each with its recipient, subject, times,
 * state (and why it waits or failed) and its links. A school without a mail server finds its messages here: the
 * adviser copies a reader's reset link and hands it over.
 */
import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { OutboxMessage, OutboxState } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { formatDateTime } from '../../../lib/format-date';
import { useOutbox } from '../api/get-outbox';
import classes from './outbox-page.module.css';

/** Light badges, whose text the theme darkens to read at 4.5:1 (app/theme.ts). */
const stateColors: Record<OutboxState, MantineColor> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  retrying: 'yellow',
  failed: 'red',
};

/** "Sent May 5, 2026, 8:30 AM", as a <time> of the moment. */
function When({ text, time }: { text: (time: string) => string; time: string }) {
  return (
    <Text size="sm" c="dimmed" component="time" dateTime={time}>
      {text(formatDateTime(time))}
    </Text>
  );
}

function MessageLink({ href }: { href: string }) {
  const { t } = useTranslation('outbox');
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <Anchor href={href} size="sm" className={classes.link}>
        {href}
      </Anchor>
      <CopyButton value={href}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="default"
            className={classes.copy}
            onClick={copy}
            leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
          >
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('outbox');
  const waiting = message.state === 'retrying' || message.state === 'failed';
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} className={classes.heading}>
            <Text fw={600} className={classes.subject}>
              {message.subject}
            </Text>
            <Text size="sm" className={classes.address}>
              {t('to', { address: message.to })}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`kinds.${message.kind}`, { defaultValue: message.kind })}
            </Badge>
            <Badge variant="light" color={stateColors[message.state]}>
              {t(`states.${message.state}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap="md" wrap="wrap">
          <When text={(time) => t('written', { time })} time={message.createdAt} />
          {message.sentAt && <When text={(time) => t('sent', { time })} time={message.sentAt} />}
          {message.nextAttemptAt && message.state === 'retrying' && <When text={(time) => t('nextTry', { time })} time={message.nextAttemptAt} />}
          <Text size="sm" c="dimmed">
            {t('attempts', { count: message.attempts })}
          </Text>
        </Group>
        {waiting && message.lastError && (
          <Text size="sm" className={classes.error} data-state={message.state}>
            {t('lastError')}: {message.lastError}
          </Text>
        )}
        {message.links.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('links')}
            </Text>
            {message.links.map((href) => (
              <MessageLink key={href} href={href} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function OutboxPage() {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  const messages = outbox.data ?? [];

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} className={classes.heading}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {t('reload')}
        </Button>
      </Group>

      <ListLoadError error={outbox.error} fallback={t('loadFailed')} />

      {outbox.isPending ? (
        <LoadingText />
      ) : messages.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label={t('listLabel')}>
          {messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
