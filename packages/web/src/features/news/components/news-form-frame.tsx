/** What both content forms share: the heading, the save-failure alert, and the Cancel and Post buttons. */
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface NewsFormFrameProps {
  creating: boolean;
  serverError: string | null;
  saving: boolean;
  /** Said beside the spinner while saving, for saves that take a while. */
  savingNote?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

export function NewsFormFrame({ creating, serverError, saving, savingNote, onSubmit, onCancel, children }: NewsFormFrameProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={880} mx="auto">
      <form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <Stack gap="md">
          <Title order={2}>{creating ? 'Create Post' : 'Edit Post'}</Title>
          {serverError && (
            <Alert color="red" role="alert" title="The post was not saved">
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
              Cancel
            </Button>
            <Button type="submit" loading={saving} miw={100}>
              Post
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
