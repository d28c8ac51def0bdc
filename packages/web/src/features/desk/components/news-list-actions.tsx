/**
 * What the news lists do to an item: ask first (SPEC §5's confirmations), then call the server, and tell
 * how it went. The row itself changes only through the cache, once the server said yes (SPEC §4).
 */
import { useState, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { newsQueryKey } from '../api/get-news';

interface ConfirmedActionTexts<Result> {
  /** The question, verbatim from SPEC §5 (in the reader's language). */
  confirm: string;
  confirmLabel: string;
  danger?: boolean;
  success: string | ((result: Result) => string);
  /** The failure notice's title; the server's reason, when it gave one, is its text. */
  failure: string;
}

/** What one confirmation changes: fields under its question and how they complete the input, or another question. */
export interface ConfirmationFields<Input> {
  fields?: ReactNode;
  complete?: (input: Input) => Input;
  /** Asked instead of the action's question, in the reader's language (a video without captions, before approving). */
  question?: string;
}

export interface ConfirmedAction<Input> {
  /** Opens the confirmation; the call is made only if the user confirms. */
  ask: (input: Input, withFields?: ConfirmationFields<Input>) => void;
  /** Whether a call for this item is under way. */
  isRunning: (id: string) => boolean;
}

export function useConfirmedAction<Input extends { id: string }, Result>(
  mutation: UseMutationResult<Result, Error, Input>,
  texts: ConfirmedActionTexts<Result>,
): ConfirmedAction<Input> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('desk');
  const message = useMessage();
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  const track = (id: string, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (input: Input) => {
    track(input.id, true);
    try {
      // mutateAsync, not mutate: each row's call gets its own outcome even when several overlap.
      const result = await mutation.mutateAsync(input);
      notifications.show({ color: 'green', message: typeof texts.success === 'function' ? texts.success(result) : texts.success });
    } catch (error) {
      notifications.show({ color: 'red', title: texts.failure, message: message(errorMessage(error, t('actions.tryAgain'))) });
      // Someone else already decided or deleted it: show the list as the server has it now.
      if (isApiError(error, 404) || isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: newsQueryKey });
    } finally {
      track(input.id, false);
    }
  };

  return {
    ask: (input, withFields) =>
      confirmAction({
        message: withFields?.question ?? texts.confirm,
        confirmLabel: texts.confirmLabel,
        danger: texts.danger,
        fields: withFields?.fields,
        onConfirm: () => void run(withFields?.complete ? withFields.complete(input) : input),
      }),
    isRunning: (id) => running.has(id),
  };
}

interface NewsIconActionsProps {
  news: News;
  withEdit?: boolean;
  /** A link to the item's revisions (/news-revisions/{id}). */
  withHistory?: boolean;
  onDelete?: () => void;
  deleting?: boolean;
  onArchive?: () => void;
  archiving?: boolean;
}

/** The row's icon buttons, in SPEC §2's order: edit, delete, view, archive; then the item's history. */
export function NewsIconActions({ news, withEdit = false, withHistory = false, onDelete, deleting, onArchive, archiving }: NewsIconActionsProps) {
  const { t } = useTranslation('desk');
  const title = { title: news.title };
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('actions.group', title)}>
      {withEdit && <RowAction action="edit" label={t('actions.edit', title)} to={paths.newsForm.getHref(news.id)} />}
      {onDelete && <RowAction action="delete" label={t('actions.delete', title)} onClick={onDelete} loading={deleting} />}
      <RowAction action="view" label={t('actions.view', title)} to={paths.readNews.getHref(news.id)} />
      {onArchive && <RowAction action="archive" label={t('actions.archive', title)} onClick={onArchive} loading={archiving} />}
      {withHistory && <RowAction action="history" label={t('actions.history', title)} to={paths.newsRevisions.getHref(news.id)} />}
    </Group>
  );
}

/** Delete with SPEC's question for the screen (a shared message), shared by the lists that offer it. */
export function useDeleteTexts(confirm: string): ConfirmedActionTexts<void> {
  const { t } = useTranslation('desk');
  const message = useMessage();
  return {
    confirm: message(confirm),
    confirmLabel: t('actions.deleteLabel'),
    danger: true,
    success: t('actions.deleted'),
    failure: t('actions.deleteFailed'),
  };
}
