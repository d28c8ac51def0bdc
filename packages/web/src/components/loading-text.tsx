/** SPEC §2's 'Loading...', announced to screen readers as a status. */
import { Text } from '@mantine/core';

export function LoadingText() {
  return <Text role="status">Loading...</Text>;
}
