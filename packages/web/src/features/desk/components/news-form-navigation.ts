/** Where the content screens lead back to (SPEC §2): an AUTHOR to their own list, anyone else to content management. */
import type { StoredRole } from '@newsroom/shared';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

export function newsListHrefFor(role: StoredRole): string {
  return role === 'AUTHOR' ? paths.myNews.getHref() : paths.newsManagement.getHref();
}

export function useNewsListHref(): string {
  return newsListHrefFor(useSession().role);
}
