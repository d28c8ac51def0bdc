/** What the newsletter sent, newest first: each story mail and digest, its state, its counts, when and by whom. */
import { Table, Text, Title, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Newsletter } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListTableBody } from '../../../components/list-table-body';
import { formatDateTime } from '../../../lib/format-date';
import { useNewsletters } from '../api/get-newsletters';
import { NewsletterStateBadge } from './newsletter-state-badge';
import { sendingCountsText } from './sending-counts';

export function NewsletterHistory() {
  const { t } = useTranslation('newsletter');
  const history = useNewsletters();
  return (
    <Stack gap="sm" component="section" aria-labelledby="newsletter-history">
      <Title order={3} size="h4" id="newsletter-history">
        {t('history.title')}
      </Title>
      <ListLoadError error={history.error} fallback={t('history.failed')} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-labelledby="newsletter-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.columns.kind')}</Table.Th>
              <Table.Th scope="col">{t('history.columns.subject')}</Table.Th>
              <Table.Th scope="col">{t('history.columns.state')}</Table.Th>
              <Table.Th scope="col">{t('history.columns.counts')}</Table.Th>
              <Table.Th scope="col">{t('history.columns.date')}</Table.Th>
              <Table.Th scope="col">{t('history.columns.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={history.isPending}
            items={history.data ?? []}
            columnCount={6}
            emptyText={t('history.empty')}
            renderRow={(newsletter) => <HistoryRow key={newsletter.id} newsletter={newsletter} />}
          />
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function HistoryRow({ newsletter }: { newsletter: Newsletter }) {
  const { t } = useTranslation('newsletter');
  const { counts } = newsletter;
  return (
    <Table.Tr>
      <Table.Td>{t(`kinds.${newsletter.kind}`)}</Table.Td>
      <Table.Td>{newsletter.subject}</Table.Td>
      <Table.Td>
        <NewsletterStateBadge state={newsletter.state} />
      </Table.Td>
      <Table.Td>{sendingCountsText(t, counts)}</Table.Td>
      <Table.Td>
        <time dateTime={newsletter.sendAt}>{formatDateTime(newsletter.sendAt)}</time>
      </Table.Td>
      <Table.Td>
        {newsletter.createdBy ?? (
          <Text span inherit c="dimmed">
            {t('history.bySite')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
