/** After the server approved or deleted a comment: its row leaves the cached moderation lists, which then refresh. */
import type { QueryClient } from '@tanstack/react-query';
import type { ModerationComment, Page } from '@newsroom/shared';
import { moderationCommentsQueryKey } from './get-moderation-comments';

export function removeModerationComment(queryClient: QueryClient, commentId: string): Promise<void> {
  queryClient.setQueriesData<Page<ModerationComment>>(
    { queryKey: moderationCommentsQueryKey },
    (page) =>
      page && {
        ...page,
        items: page.items.filter((comment) => comment.commentId !== commentId),
        total: page.items.some((comment) => comment.commentId === commentId) ? page.total - 1 : page.total,
      },
  );
  // The refetch pulls the next page's first rows up and moves an approved comment into the approved list.
  return queryClient.invalidateQueries({ queryKey: moderationCommentsQueryKey });
}
