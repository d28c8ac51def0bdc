/**
 * Shown while a page or its code is loading. The status region carries the name: Mantine's Loader is a `<span>`,
 * on which an aria-label is not allowed (axe caught it while a larger back-office chunk was still loading).
 */
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite" aria-label={t('status.loadingShort')}>
      <Loader aria-hidden />
    </Center>
  );
}
