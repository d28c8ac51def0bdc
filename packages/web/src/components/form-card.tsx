/**
 * A back-office form on its card: the heading, the alert when saving failed, the fields, then Cancel beside the
 * submit button. The user, category and content forms all look and behave alike through it.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface FormCardProps {
  title: string;
  /** The alert's heading when saving failed; the server's reason is its text. */
  failureTitle: string;
  serverError: string | null;
  submitLabel: string;
  saving: boolean;
  /** Said beside the spinner while saving, for saves that take a while. */
  savingNote?: string;
  /** For forms with photos and long text. */
  wide?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

export function FormCard({
  title,
  failureTitle,
  serverError,
  submitLabel,
  saving,
  savingNote,
  wide = false,
  onSubmit,
  onCancel,
  children,
}: FormCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={wide ? 880 : 560} mx={wide ? 'auto' : undefined}>
      <form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <Stack gap="md">
          <Title order={2}>{title}</Title>
          {serverError && (
            <Alert color="red" role="alert" title={failureTitle}>
              {serverError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            {saving && savingNote && (
              <Text size="sm" c="dimmed" role="status" mr="auto">
                {savingNote}
              </Text>
            )}
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} miw={100}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
