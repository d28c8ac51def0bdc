/**
 * /news-revisions/{id}: an item's history. Every save is listed (number, who, when, what changed); a chosen revision
 * is compared word by word with the current version (the revision on the left, what the item says now on the
 * right: what restoring it would undo), and can be restored after a confirmation. Photos are not versioned.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, NavLink, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import {
  editSendsBackToReview,
  restoredFromNumber,
  revisionMarkers,
  type News,
  type NewsRevision,
  type NewsRevisionField,
  type NewsRevisionSummary,
} from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingText } from '../../../components/loading-text';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useNewsRevision } from '../api/get-news-revision';
import { NEWS_REVISIONS_PAGE_SIZE, useNewsRevisions } from '../api/get-news-revisions';
import { useRestoreNewsRevision } from '../api/restore-news-revision';
import { NewsItemLoader } from './news-form-item-loader';
import { TextComparison } from './text-comparison';

/** The query parameter naming the revision being compared, so a comparison can be linked to and survives a reload. */
const REVISION_PARAM = 'revision';

const REVISION_FIELDS: readonly NewsRevisionField[] = ['title', 'description', 'content', 'category', 'embedYoutubeUrl'];

/** What a revision's save changed, in words; a field this app does not know is named as the server stores it. */
export function describeChanges(changedFields: string[], t: TFunction<'desk'>): string {
  if (changedFields.length === 0) return t('revisions.noTextChanged');
  if (changedFields[0] === revisionMarkers.created) return t('revisions.created');
  if (changedFields[0] === revisionMarkers.imported) return t('revisions.imported');
  const restored = restoredFromNumber(changedFields[0]!);
  if (restored !== null) return t('revisions.restoredFrom', { number: restored });
  const named = changedFields.map((field) =>
    (REVISION_FIELDS as readonly string[]).includes(field) ? t(`revisions.fields.${field as NewsRevisionField}`) : field,
  );
  return t('revisions.changed', { fields: named.join(', ') });
}

export function NewsRevisionsPage() {
  const { id = '' } = useParams();
  return <NewsItemLoader id={id}>{(news) => <NewsRevisions news={news} />}</NewsItemLoader>;
}

/** The texts compared word by word; the other fields are shown side by side (OtherFields). */
const COMPARED_TEXTS = ['title', 'description', 'content'] as const;
function NewsRevisions({ news }: { news: News }) {
  const { t } = useTranslation('desk');
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = searchParams.get(REVISION_PARAM);
  const choose = (revisionId: string) => setSearchParams({ [REVISION_PARAM]: revisionId });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('revisions.heading')}</Title>
          <Text size="sm" c="dimmed">
            {news.title}
          </Text>
        </Stack>
        <Button component={Link} to={paths.newsForm.getHref(news.id)} variant="default">
          {t('revisions.editPost')}
        </Button>
      </Group>
      <Text size="sm">{t('revisions.intro')}</Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RevisionList newsId={news.id} chosenId={chosenId} onChoose={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {chosenId ? <RevisionComparison key={chosenId} news={news} revisionId={chosenId} /> : <Text c="dimmed">{t('revisions.choose')}</Text>}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

interface RevisionListProps {
  newsId: string;
  chosenId: string | null;
  onChoose: (revisionId: string) => void;
}

function RevisionList({ newsId, chosenId, onChoose }: RevisionListProps) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const [page, setPage] = useState(1);
  const query = useNewsRevisions(newsId, page);
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <LoadFailure title={t('revisions.listFailed')} message={message(errorMessage(query.error, t('revisions.tryAgain')))} />;
  }
  const { items, total } = query.data;
  const totalPages = Math.max(1, Math.ceil(total / NEWS_REVISIONS_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('revisions.revisions')}
      </Title>
      <Paper withBorder component="nav" aria-label={t('revisions.revisions')}>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((revision) => (
            <li key={revision.id}>
              <RevisionEntry revision={revision} active={revision.id === chosenId} onChoose={() => onChoose(revision.id)} />
            </li>
          ))}
        </Stack>
      </Paper>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={setPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`revisions.pageControl.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('revisions.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}

function RevisionEntry({ revision, active, onChoose }: { revision: NewsRevisionSummary; active: boolean; onChoose: () => void }) {
  const { t } = useTranslation('desk');
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={onChoose}
      label={t('revisions.revision', { number: revision.number })}
      description={
        <>
          <Text component="span" size="xs" display="block">
            {revision.editor} · <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
          </Text>
          <Text component="span" size="xs" display="block">
            {describeChanges(revision.changedFields, t)}
          </Text>
        </>
      }
    />
  );
}

function RevisionComparison({ news, revisionId }: { news: News; revisionId: string }) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const query = useNewsRevision(news.id, revisionId);
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <LoadFailure title={t('revisions.revisionFailed')} message={message(errorMessage(query.error, t('revisions.tryAgain')))} />;
  }
  const revision = query.data;
  const beforeLabel = t('revisions.revision', { number: revision.number });
  const afterLabel = t('revisions.currentVersion');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h4">
          {t('revisions.compared', { number: revision.number })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('revisions.savedBy', { editor: revision.editor, when: formatDateTime(revision.createdAt) })}
        </Text>
      </Stack>
      {COMPARED_TEXTS.map((field) => (
        <TextComparison
          key={field}
          label={t(`revisions.fields.${field}`)}
          before={revision[field]}
          after={news[field]}
          beforeLabel={beforeLabel}
          afterLabel={afterLabel}
        />
      ))}
      <OtherFields revision={revision} news={news} />
      <RestoreRevision news={news} revision={revision} />
    </Stack>
  );
}

/** Category and embed URL: short values, shown whole rather than compared word by word. */
function OtherFields({ revision, news }: { revision: NewsRevision; news: News }) {
  const { t } = useTranslation('desk');
  const none = t('revisions.none');
  const rows = [
    { label: t('revisions.fields.category'), then: revision.category ?? t('revisions.categoryGone'), now: news.category },
    { label: t('revisions.fields.embedYoutubeUrl'), then: revision.embedYoutubeUrl ?? none, now: news.embedYouTubeUrl ?? none },
  ];
  return (
    <Stack gap={4}>
      {rows.map((row) => (
        <Text key={row.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('revisions.fieldLabel', { label: row.label })}
          </Text>{' '}
          {row.then === row.now
            ? t('revisions.sameValue', { value: row.now })
            : t('revisions.otherValue', { then: row.then, number: revision.number, now: row.now })}
        </Text>
      ))}
    </Stack>
  );
}

function RestoreRevision({ news, revision }: { news: News; revision: NewsRevision }) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const { actor } = useSession();
  const restore = useRestoreNewsRevision();
  const backToReview = actor !== null && editSendsBackToReview(actor, news);

  const ask = () =>
    confirmAction({
      message: `${t('revisions.confirmRestore', { number: revision.number })}${backToReview ? t('revisions.backToReview') : ''}`,
      confirmLabel: t('revisions.restoreLabel'),
      onConfirm: () =>
        restore.mutate(
          { newsId: news.id, revisionId: revision.id },
          {
            onSuccess: (restored) =>
              notifications.show({
                color: 'green',
                message: `${t('revisions.restored', { number: revision.number })}${restored.status === 'Pending' && news.status !== 'Pending' ? t('revisions.waitingForReview') : ''}`,
              }),
          },
        ),
    });

  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={ask} loading={restore.isPending}>
        {t('revisions.restore')}
      </Button>
      {restore.isError && (
        <Alert color="red" role="alert" title={t('revisions.restoreFailed')} w="100%">
          {message(errorMessage(restore.error, t('revisions.tryAgain')))}
        </Alert>
      )}
    </Stack>
  );
}
