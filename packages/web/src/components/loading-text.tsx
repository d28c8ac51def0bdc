/** SPEC §2's 'Loading...', announced to screen readers as a status. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingText() {
  const { t } = useTranslation();
  return <Text role="status">{t('status.loading')}</Text>;
}
