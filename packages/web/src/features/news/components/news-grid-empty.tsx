/** The card grid with no story to show (SPEC §2 'No Content found'), and a quiet retry when the list failed (SPEC §8). */
import { Button, EmptyState } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { newsMessages } from '@newsroom/shared';

interface NewsGridEmptyProps {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

export function NewsGridEmpty({ failed, retrying, onRetry }: NewsGridEmptyProps) {
  return (
    <EmptyState
      py={48}
      icon={<IconNews size={28} aria-hidden />}
      withIndicatorBackground
      title={newsMessages.noContentFound}
      description={failed ? 'The stories could not be loaded just now.' : undefined}
    >
      {failed && (
        <EmptyState.Actions>
          <Button variant="subtle" size="xs" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
