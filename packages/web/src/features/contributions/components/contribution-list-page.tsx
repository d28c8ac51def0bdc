/**
 * /ListContributeContent (ADMIN, SPEC §2): contributions sent by visitors, newest first, searched on the server by
 * name, e-mail or content as the admin types, a page at a time; view or delete each.
 */
import { useState } from 'react';
import { Badge, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { contributionMessages, type Contribution } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListPager } from '../../../components/list-pager';
import { ListTableBody } from '../../../components/list-table-body';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeleteContribution } from '../api/delete-contribution';
import { useContributions } from '../api/get-contributions';

/** Typing pauses this long before the server is asked: quick enough to feel instant, without a call per key. */
const SEARCH_DELAY_MS = 300;

export function ContributionListPage() {
  const { t } = useTranslation('contributions');
  const message = useMessage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const contributionsQuery = useContributions({ query, page });
  const deleteContribution = useDeleteContribution();

  const data = contributionsQuery.data;
  const items = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  // A new search starts at its first page, and deleting the last row of the last page steps back to the new last
  // page: both adjusted while rendering, as React advises for state that follows other state.
  const [pagedQuery, setPagedQuery] = useState(query);
  if (pagedQuery !== query) {
    setPagedQuery(query);
    setPage(1);
  } else if (data && page > pageCount) setPage(pageCount);

  const onDelete = (contribution: Contribution) =>
    confirmAction({
      message: message(contributionMessages.confirmDelete),
      confirmLabel: t('list.delete'),
      danger: true,
      onConfirm: () =>
        deleteContribution.mutate(contribution.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('list.deleted', { author: contribution.author }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('list.deleteFailed'),
              message: message(errorMessage(error, t('list.tryAgain'))),
            }),
        }),
    });

  return (
    <Stack gap="md">
      <Title order={2}>{t('list.title')}</Title>

      <TextInput
        type="search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={contributionsQuery.isFetching && !contributionsQuery.isPending ? <Loader size={14} aria-hidden /> : null}
        maw={480}
      />

      <ListLoadError error={contributionsQuery.error} fallback={t('list.loadFailed')} />

      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={contributionsQuery.isFetching || undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.nameColumn')}</Table.Th>
              <Table.Th scope="col">{t('list.emailColumn')}</Table.Th>
              <Table.Th scope="col" w={110}>
                {t('list.actionsColumn')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={contributionsQuery.isPending}
            items={items}
            columnCount={3}
            emptyText={t('list.empty')}
            renderRow={(contribution) => (
              <ContributionRow
                key={contribution.id}
                contribution={contribution}
                deleting={deleteContribution.isPending && deleteContribution.variables === contribution.id}
                onDelete={() => onDelete(contribution)}
              />
            )}
          />
        </Table>
      </Table.ScrollContainer>

      {data && <ListPager page={data.page} size={data.size} total={data.total} shown={items.length} onChange={setPage} />}
    </Stack>
  );
}

interface ContributionRowProps {
  contribution: Contribution;
  deleting: boolean;
  onDelete: () => void;
}

function ContributionRow({ contribution, deleting, onDelete }: ContributionRowProps) {
  const { t } = useTranslation('contributions');
  const sentOn = formatDate(contribution.publicationDate);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{contribution.author}</Text>
        <Group gap={6} mt={2}>
          <Text size="xs" c="dimmed">
            {contribution.category}
            {sentOn && ` · ${sentOn}`}
          </Text>
          {contribution.draftNewsId && (
            <Badge size="xs" variant="light">
              {t('list.drafted')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{contribution.authorEmail}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <RowAction action="view" label={t('list.view', { author: contribution.author })} to={paths.contributionDetails.getHref(contribution.id)} />
          <RowAction action="delete" label={t('list.deleteRow', { author: contribution.author })} onClick={onDelete} loading={deleting} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
