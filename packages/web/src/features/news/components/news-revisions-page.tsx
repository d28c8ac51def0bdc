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
import {
  editSendsBackToReview,
  newsRevisionMessages,
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

const FIELD_LABELS: Record<NewsRevisionField, string> = {
  title: 'Title',
  description: 'Description',
  content: 'Content',
  category: 'Category',
  embedYoutubeUrl: 'Embed URL',
};

/** What a revision's save changed, in words. */
export function describeChanges(changedFields: string[]): string {
  if (changedFields.length === 0) return 'No text changed';
  if (changedFields[0] === revisionMarkers.created) return 'Created';
  if (changedFields[0] === revisionMarkers.imported) return 'Saved before the history was kept';
  const restored = restoredFromNumber(changedFields[0]!);
  if (restored !== null) return `Restored from revision ${restored}`;
  return `Changed ${changedFields.map((field) => FIELD_LABELS[field as NewsRevisionField] ?? field).join(', ')}`;
}

export function NewsRevisionsPage() {
  const { id = '' } = useParams();
  return <NewsItemLoader id={id}>{(news) => <NewsRevisions news={news} />}</NewsItemLoader>;
}

function NewsRevisions({ news }: { news: News }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = searchParams.get(REVISION_PARAM);
  const choose = (revisionId: string) => setSearchParams({ [REVISION_PARAM]: revisionId });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2}>History</Title>
          <Text size="sm" c="dimmed">
            {news.title}
          </Text>
        </Stack>
        <Button component={Link} to={paths.newsForm.getHref(news.id)} variant="default">
          Edit Post
        </Button>
      </Group>
      <Text size="sm">
        Every save keeps a revision of the title, description, content, category and embed URL. Photos are not versioned: restoring a revision keeps
        the current thumbnail and photos.
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RevisionList newsId={news.id} chosenId={chosenId} onChoose={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {chosenId ? (
            <RevisionComparison key={chosenId} news={news} revisionId={chosenId} />
          ) : (
            <Text c="dimmed">Choose a revision to compare it with the current version.</Text>
          )}
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
  const [page, setPage] = useState(1);
  const query = useNewsRevisions(newsId, page);
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <LoadFailure title="The history could not be loaded" message={errorMessage(query.error, 'Please try again.')} />;
  }
  const { items, total } = query.data;
  const totalPages = Math.max(1, Math.ceil(total / NEWS_REVISIONS_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Revisions
      </Title>
      <Paper withBorder component="nav" aria-label="Revisions">
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
          getControlProps={(control) => ({ 'aria-label': `${control} page of revisions` })}
          getItemProps={(item) => ({ 'aria-label': `Revisions page ${item}` })}
        />
      )}
    </Stack>
  );
}

function RevisionEntry({ revision, active, onChoose }: { revision: NewsRevisionSummary; active: boolean; onChoose: () => void }) {
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={onChoose}
      label={`Revision ${revision.number}`}
      description={
        <>
          <Text component="span" size="xs" display="block">
            {revision.editor} · <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
          </Text>
          <Text component="span" size="xs" display="block">
            {describeChanges(revision.changedFields)}
          </Text>
        </>
      }
    />
  );
}

function RevisionComparison({ news, revisionId }: { news: News; revisionId: string }) {
  const query = useNewsRevision(news.id, revisionId);
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <LoadFailure title="The revision could not be loaded" message={errorMessage(query.error, 'Please try again.')} />;
  }
  const revision = query.data;
  const beforeLabel = `Revision ${revision.number}`;
  const afterLabel = 'Current version';
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h4">
          Revision {revision.number} compared with the current version
        </Title>
        <Text size="sm" c="dimmed">
          Saved by {revision.editor} on {formatDateTime(revision.createdAt)}. Words struck through are in the revision only; underlined words are in
          the current version only.
        </Text>
      </Stack>
      <TextComparison label="Title" before={revision.title} after={news.title} beforeLabel={beforeLabel} afterLabel={afterLabel} />
      <TextComparison label="Description" before={revision.description} after={news.description} beforeLabel={beforeLabel} afterLabel={afterLabel} />
      <TextComparison label="Content" before={revision.content} after={news.content} beforeLabel={beforeLabel} afterLabel={afterLabel} />
      <OtherFields revision={revision} news={news} />
      <RestoreRevision news={news} revision={revision} />
    </Stack>
  );
}

/** Category and embed URL: short values, shown whole rather than compared word by word. */
function OtherFields({ revision, news }: { revision: NewsRevision; news: News }) {
  const rows = [
    { label: 'Category', then: revision.category ?? 'A category deleted since', now: news.category },
    { label: 'Embed URL', then: revision.embedYoutubeUrl ?? 'None', now: news.embedYouTubeUrl ?? 'None' },
  ];
  return (
    <Stack gap={4}>
      {rows.map((row) => (
        <Text key={row.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {row.label}:
          </Text>{' '}
          {row.then === row.now ? `${row.now} (no difference)` : `${row.then} in revision ${revision.number}; ${row.now} now`}
        </Text>
      ))}
    </Stack>
  );
}

function RestoreRevision({ news, revision }: { news: News; revision: NewsRevision }) {
  const { actor } = useSession();
  const restore = useRestoreNewsRevision();
  const backToReview = actor !== null && editSendsBackToReview(actor, news);

  const ask = () =>
    confirmAction({
      message: `${newsRevisionMessages.confirmRestore(revision.number)}${backToReview ? ' The content goes back to review before it is published again.' : ''}`,
      confirmLabel: 'Restore',
      onConfirm: () =>
        restore.mutate(
          { newsId: news.id, revisionId: revision.id },
          {
            onSuccess: (restored) =>
              notifications.show({
                color: 'green',
                message: `Revision ${revision.number} restored.${restored.status === 'Pending' && news.status !== 'Pending' ? ' It is waiting for review.' : ''}`,
              }),
          },
        ),
    });

  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={ask} loading={restore.isPending}>
        Restore this revision
      </Button>
      {restore.isError && (
        <Alert color="red" role="alert" title="The revision was not restored" w="100%">
          {errorMessage(restore.error, 'Please try again.')}
        </Alert>
      )}
    </Stack>
  );
}
