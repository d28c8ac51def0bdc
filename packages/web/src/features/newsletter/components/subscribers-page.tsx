/**
 * /subscribers (ADMIN, issue 26): the newsletter's list, the school's. The whole list's counts at the top; the
 * addresses a page at a time, newest first, searched on the server by part of an address and narrowed by state; the
 * list as a CSV file; and removing an address, after a confirmation.
 */
import { useState } from 'react';
import { Button, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Subscriber, SubscriberState } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { ListLoadError } from '../../../components/list-load-error';
import { ListPager } from '../../../components/list-pager';
import { ListTableBody } from '../../../components/list-table-body';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { SubscriberCountsSummary } from './subscriber-counts';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

type StateFilter = SubscriberState | 'all';

export function SubscribersPage() {
  const { t } = useTranslation('newsletter');
  const message = useMessage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const state = stateFilter === 'all' ? undefined : stateFilter;
  const subscribers = useSubscribers({ q, state, page });
  const deleteSubscriber = useDeleteSubscriber();
  const exportList = useExportSubscribers();

  const data = subscribers.data;
  const items = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  // A new search or state starts at its first page; removing the last row of the last page steps back one page.
  const [pagedFilter, setPagedFilter] = useState(`${q}|${stateFilter}`);
  if (pagedFilter !== `${q}|${stateFilter}`) {
    setPagedFilter(`${q}|${stateFilter}`);
    setPage(1);
  } else if (data && page > pageCount) setPage(pageCount);

  const onRemove = (subscriber: Subscriber) =>
    confirmAction({
      message: t('subscribers.confirmRemove', { email: subscriber.email }),
      confirmLabel: t('subscribers.remove'),
      danger: true,
      onConfirm: () =>
        deleteSubscriber.mutate(subscriber.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('subscribers.removed', { email: subscriber.email }) }),
          onError: (error) =>
            notifications.show({ color: 'red', title: t('subscribers.removeFailed'), message: message(errorMessage(error, t('tryAgain'))) }),
        }),
    });

  const onExport = () =>
    exportList.mutate(undefined, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('subscribers.exportFailed'), message: message(errorMessage(error, t('tryAgain'))) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('subscribers.title')}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('subscribers.intro')}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exportList.isPending} onClick={onExport}>
          {t('subscribers.export')}
        </Button>
      </Group>

      {data && <SubscriberCountsSummary counts={data.counts} />}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('subscribers.search')}
          placeholder={t('subscribers.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={subscribers.isFetching && !subscribers.isPending ? <Loader size={14} aria-hidden /> : null}
          w={{ base: '100%', sm: 360 }}
        />
        <SegmentedControl
          aria-label={t('subscribers.stateFilter')}
          value={stateFilter}
          onChange={(value) => setStateFilter(value as StateFilter)}
          data={(['all', 'confirmed', 'pending'] as const).map((value) => ({ value, label: t(`subscribers.filter.${value}`) }))}
        />
      </Group>

      <ListLoadError error={subscribers.error} fallback={t('subscribers.loadFailed')} />

      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('subscribers.tableLabel')} aria-busy={subscribers.isFetching || undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('subscribers.columns.email')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.state')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.frequency')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.categories')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.subscribed')}</Table.Th>
              <Table.Th scope="col">{t('subscribers.columns.confirmed')}</Table.Th>
              <Table.Th scope="col" w={80}>
                {t('subscribers.columns.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={subscribers.isPending}
            items={items}
            columnCount={8}
            emptyText={q || state ? t('subscribers.noMatch') : t('subscribers.empty')}
            renderRow={(subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                removing={deleteSubscriber.isPending && deleteSubscriber.variables === subscriber.id}
                onRemove={() => onRemove(subscriber)}
              />
            )}
          />
        </Table>
      </Table.ScrollContainer>

      {data && <ListPager page={data.page} size={data.size} total={data.total} shown={items.length} onChange={setPage} />}
    </Stack>
  );
}

interface SubscriberRowProps {
  subscriber: Subscriber;
  removing: boolean;
  onRemove: () => void;
}

function SubscriberRow({ subscriber, removing, onRemove }: SubscriberRowProps) {
  const { t } = useTranslation('newsletter');
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-all' }}>{subscriber.email}</Table.Td>
      <Table.Td>{t(`states.${subscriber.state}`)}</Table.Td>
      <Table.Td>{t(`languages.${subscriber.language}`)}</Table.Td>
      <Table.Td>{t(`frequencies.${subscriber.frequency}`)}</Table.Td>
      <Table.Td>
        {subscriber.categories.length > 0 ? (
          subscriber.categories.join(', ')
        ) : (
          <Text span inherit c="dimmed">
            {t('allCategories')}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={subscriber.createdAt}>{formatDate(subscriber.createdAt)}</time>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {subscriber.confirmedAt ? <time dateTime={subscriber.confirmedAt}>{formatDate(subscriber.confirmedAt)}</time> : '—'}
      </Table.Td>
      <Table.Td>
        <RowAction action="delete" label={t('subscribers.removeRow', { email: subscriber.email })} onClick={onRemove} loading={removing} />
      </Table.Td>
    </Table.Tr>
  );
}
