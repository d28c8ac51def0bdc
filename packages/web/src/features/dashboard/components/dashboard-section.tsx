/** One titled card of the dashboard. */
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

interface DashboardSectionProps {
  title: string;
  children: ReactNode;
}

export function DashboardSection({ title, children }: DashboardSectionProps) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
