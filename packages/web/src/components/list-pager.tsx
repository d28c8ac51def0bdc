/** Under a back-office list the server pages: which rows show ("21–40 of 120") and the pages to go to. */
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { formatCount } from '../lib/format-count';

interface ListPagerProps {
  /** The page shown, and the server's page size and total, from its `{page, size, total}` answer. */
  page: number;
  size: number;
  total: number;
  /** How many rows the page shows (the last page may hold fewer). */
  shown: number;
  onChange: (page: number) => void;
}

export function ListPager({ page, size, total, shown, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const first = (page - 1) * size + 1;
  const last = first + Math.max(shown, 1) - 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pager.range', { first: formatCount(first), last: formatCount(last), total: formatCount(total) })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / size))}
        value={page}
        onChange={onChange}
        hideWithOnePage
        getControlProps={(control) => ({ 'aria-label': t(`pager.controls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }), 'aria-current': item === page ? 'page' : undefined })}
      />
    </Group>
  );
}
