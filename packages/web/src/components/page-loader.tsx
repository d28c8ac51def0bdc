/** Shown while a page or its code is loading. */
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
