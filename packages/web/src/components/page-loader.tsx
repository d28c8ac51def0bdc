/**
 * Shown while a page or its code is loading. The status region carries the name: Mantine's Loader is a `<span>`,
 * on which an aria-label is not allowed (axe caught it while a larger back-office chunk was still loading).
 */
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite" aria-label="Loading">
      <Loader aria-hidden />
    </Center>
  );
}
