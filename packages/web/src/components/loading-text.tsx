/** SPEC §2's 'Loading...', announced to screen readers as a status. */
import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

export function LoadingText() {
  const { t } = useTranslation();
  return <Text role="status">{t('status.loading')}</Text>;
}
