/** What the back-office sidebar offers each role and which title the header shows for a path (SPEC §2). */
import type { StoredRole } from '@newsroom/shared';
import {
  IconArchive,
  IconBan,
  IconCategory,
  IconClipboardList,
  IconFilePlus,
  IconInbox,
  IconLayoutDashboard,
  IconList,
  IconMessageCheck,
  IconMessages,
  IconNews,
  IconSparkles,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../lib/paths';

export interface SidebarEntry {
  label: string;
  href: string;
  icon: Icon;
}

const adminEntries: SidebarEntry[] = [
  // Not in SPEC: the adviser's desk (issue 15), first so that it is where an ADMIN starts.
  { label: 'Dashboard', href: paths.dashboard.getHref(), icon: IconLayoutDashboard },
  { label: 'User Management', href: paths.userManagement.getHref(), icon: IconUsers },
  { label: 'Category Management', href: paths.categoryManagement.getHref(), icon: IconCategory },
  { label: 'Pending Content', href: paths.pendingNews.getHref(), icon: IconClipboardList },
  { label: 'Archived Content', href: paths.archivedNews.getHref(), icon: IconArchive },
  { label: 'Comments', href: paths.commentsManagement.getHref(), icon: IconMessages },
  { label: 'Approved Comments', href: paths.approvedComments.getHref(), icon: IconMessageCheck },
  { label: 'Content Management', href: paths.newsManagement.getHref(), icon: IconNews },
  { label: 'Rejected Content', href: paths.rejectedNews.getHref(), icon: IconBan },
  { label: 'Contributed Content', href: paths.contributions.getHref(), icon: IconUsersGroup },
  // Not in SPEC's ADMIN list, but PRODUCT.md sends admins notifications (new content, contributions, comments).
  { label: 'Inbox', href: paths.notifications.getHref(), icon: IconInbox },
];

const authorEntries: SidebarEntry[] = [
  { label: 'My Content List', href: paths.myNews.getHref(), icon: IconList },
  { label: 'Inbox', href: paths.notifications.getHref(), icon: IconInbox },
];

const sharedEntries: SidebarEntry[] = [
  { label: 'POST', href: paths.newsForm.getHref(), icon: IconFilePlus },
  { label: 'POST With AI', href: paths.aiNewsForm.getHref(), icon: IconSparkles },
];

export function sidebarEntriesFor(role: StoredRole): SidebarEntry[] {
  if (role === 'ADMIN') return [...adminEntries, ...sharedEntries];
  if (role === 'AUTHOR') return [...authorEntries, ...sharedEntries];
  return [];
}

/**
 * Header titles by the path's first segment. SPEC lists the titles but not every path, so:
 * - USER MANAGEMENT: /user-management, /add-user/{id}, /view-user/{id}
 * - PENDING CONTENT MANAGEMENT: /pending-news
 * - ARCHIVED CONTENT MANAGEMENT: /archived-news
 * - COMMENTS MODERATION: /comments-management and its alias /comments
 * - APPROVED COMMENTS: /approved-comments-management
 * - CATEGORY MANAGEMENT: /category-management, /add-category/{id}
 * - CONTENT FORM CONTRIBUTOR: /ListContributeContent, /ReadContributeContent/{id} (contributed content)
 * - CONTENT MANAGEMENT: /news-management, /RejectedNewsList and the reader /read-news/{id}, which the
 *   management lists open
 * - MY CONTENTS: /my-news and /news (the news list of any signed-in role)
 * - INBOX: /notification
 * - REVISIONS: /news-revisions/{id} (an item's history; not among SPEC's titles, which predate it)
 * - DASHBOARD: /dashboard (not in SPEC: the adviser's desk)
 * - CONTENT UPLOAD: anything else, in practice the two content forms /add-news/{id} and /add-news-withAI/{id}
 */
const titleBySegment: Record<string, string> = {
  'user-management': 'USER MANAGEMENT',
  'add-user': 'USER MANAGEMENT',
  'view-user': 'USER MANAGEMENT',
  'pending-news': 'PENDING CONTENT MANAGEMENT',
  'archived-news': 'ARCHIVED CONTENT MANAGEMENT',
  'comments-management': 'COMMENTS MODERATION',
  comments: 'COMMENTS MODERATION',
  'approved-comments-management': 'APPROVED COMMENTS',
  'category-management': 'CATEGORY MANAGEMENT',
  'add-category': 'CATEGORY MANAGEMENT',
  ListContributeContent: 'CONTENT FORM CONTRIBUTOR',
  ReadContributeContent: 'CONTENT FORM CONTRIBUTOR',
  'news-management': 'CONTENT MANAGEMENT',
  RejectedNewsList: 'CONTENT MANAGEMENT',
  'read-news': 'CONTENT MANAGEMENT',
  'my-news': 'MY CONTENTS',
  news: 'MY CONTENTS',
  notification: 'INBOX',
  'news-revisions': 'REVISIONS',
  dashboard: 'DASHBOARD',
};

export const DEFAULT_HEADER_TITLE = 'CONTENT UPLOAD';

export function headerTitleFor(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(titleBySegment, segment) ? titleBySegment[segment] : DEFAULT_HEADER_TITLE;
}
