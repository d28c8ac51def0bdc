/** A screen whose item could not be loaded: why, and (where the screen has no Back button of its own) the way back. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';

interface LoadFailureProps {
  title?: string;
  message: ReactNode;
  back?: { label: string; href: string };
}

export function LoadFailure({ title, message, back }: LoadFailureProps) {
  const navigate = useNavigate();
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert" title={title} w="100%" maw={560}>
        {message}
      </Alert>
      {back && (
        <Button variant="default" onClick={() => navigate(back.href)}>
          {back.label}
        </Button>
      )}
    </Stack>
  );
}
