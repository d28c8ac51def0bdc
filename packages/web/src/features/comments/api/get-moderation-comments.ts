/** GET /news/comments/visible?status=&page=&size= (ADMIN): one page of the comments a moderator looks at. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentStatus, ModerationComment, Page } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const MODERATION_PAGE_SIZE = 20;

/** Every moderation list, whatever its status or page: approving or deleting touches them all. */
export const moderationCommentsQueryKey = ['comments', 'moderation'] as const;

export function getModerationComments(status: CommentStatus, page: number): Promise<Page<ModerationComment>> {
  return backOfficeRequest<Page<ModerationComment>>('/news/comments/visible', {
    query: { status, page, size: MODERATION_PAGE_SIZE },
  });
}

export function moderationCommentsQueryOptions(status: CommentStatus, page: number) {
  return queryOptions({
    queryKey: [...moderationCommentsQueryKey, status, page],
    queryFn: () => getModerationComments(status, page),
    // Turning a page keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useModerationComments(status: CommentStatus, page: number) {
  return useQuery(moderationCommentsQueryOptions(status, page));
}
