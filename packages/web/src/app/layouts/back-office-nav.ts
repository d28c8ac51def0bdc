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
  IconAddressBook,
  IconMail,
  IconMailForward,
  IconMessageCheck,
  IconMessages,
  IconNews,
  IconSettings,
  IconSparkles,
  IconUsers,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The `common` catalogs' `t`, where the sidebar's and the header's words are, under `backOffice`. */
export type CommonTranslate = (key: string) => string;

export interface SidebarEntry {
  /** The entry's words: its key under `backOffice.sidebar` (sidebarLabel gives them in the app's language). */
  label: string;
  href: string;
  icon: Icon;
}

const adminEntries: SidebarEntry[] = [
  // Not in SPEC: the adviser's desk (issue 15), first so that it is where an ADMIN starts.
  { label: 'dashboard', href: paths.dashboard.getHref(), icon: IconLayoutDashboard },
  { label: 'userManagement', href: paths.userManagement.getHref(), icon: IconUsers },
  { label: 'categoryManagement', href: paths.categoryManagement.getHref(), icon: IconCategory },
  { label: 'pendingContent', href: paths.pendingNews.getHref(), icon: IconClipboardList },
  { label: 'archivedContent', href: paths.archivedNews.getHref(), icon: IconArchive },
  { label: 'comments', href: paths.commentsManagement.getHref(), icon: IconMessages },
  { label: 'approvedComments', href: paths.approvedComments.getHref(), icon: IconMessageCheck },
  { label: 'contentManagement', href: paths.newsManagement.getHref(), icon: IconNews },
  { label: 'rejectedContent', href: paths.rejectedNews.getHref(), icon: IconBan },
  { label: 'contributedContent', href: paths.contributions.getHref(), icon: IconUsersGroup },
  // Not in SPEC's ADMIN list, but PRODUCT.md sends admins notifications (new content, contributions, comments).
  { label: 'inbox', href: paths.notifications.getHref(), icon: IconInbox },
  // Not in SPEC: the school's own name, logo, colour and links (issue 16).
  { label: 'siteSettings', href: paths.siteSettings.getHref(), icon: IconSettings },
  // Not in SPEC: the e-mails the site sends, with their links, for a school without a mail server (issue 24).
  { label: 'outbox', href: paths.outbox.getHref(), icon: IconMail },
  // Not in SPEC: the newsletter's digests and its list of subscribers, the school's (issue 26).
  { label: 'newsletter', href: paths.newsletter.getHref(), icon: IconMailForward },
  { label: 'subscribers', href: paths.subscribers.getHref(), icon: IconAddressBook },
];

const authorEntries: SidebarEntry[] = [
  { label: 'myContentList', href: paths.myNews.getHref(), icon: IconList },
  { label: 'inbox', href: paths.notifications.getHref(), icon: IconInbox },
];

const sharedEntries: SidebarEntry[] = [
  { label: 'post', href: paths.newsForm.getHref(), icon: IconFilePlus },
  { label: 'postWithAi', href: paths.aiNewsForm.getHref(), icon: IconSparkles },
];

// Not in SPEC: how each user gets e-mail alerts (issue 24), last for both roles.
const accountEntry: SidebarEntry = { label: 'myAccount', href: paths.account.getHref(), icon: IconUserCircle };

export function sidebarLabel(entry: SidebarEntry, t: CommonTranslate): string {
  return t(`backOffice.sidebar.${entry.label}`);
}

export function sidebarEntriesFor(role: StoredRole): SidebarEntry[] {
  if (role === 'ADMIN') return [...adminEntries, ...sharedEntries, accountEntry];
  if (role === 'AUTHOR') return [...authorEntries, ...sharedEntries, accountEntry];
  return [];
}

/**
 * Header titles by the path's first segment (their keys under `backOffice.titles`). SPEC lists the titles but not every path, so:
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
 * - SITE SETTINGS: /site-settings (not in SPEC: the school's own site, issue 16)
 * - OUTBOX: /outbox (not in SPEC: the e-mails the site sends, issue 24)
 * - NEWSLETTER: /newsletter, SUBSCRIBERS: /subscribers (not in SPEC: the newsletter, issue 26)
 * - MY ACCOUNT: /my-account (not in SPEC: how each user gets e-mail alerts, issue 24)
 * - CONTENT UPLOAD: anything else, in practice the two content forms /add-news/{id} and /add-news-withAI/{id}
 */
const titleBySegment: Record<string, string> = {
  'user-management': 'userManagement',
  'add-user': 'userManagement',
  'view-user': 'userManagement',
  'pending-news': 'pendingContent',
  'archived-news': 'archivedContent',
  'comments-management': 'commentsModeration',
  comments: 'commentsModeration',
  'approved-comments-management': 'approvedComments',
  'category-management': 'categoryManagement',
  'add-category': 'categoryManagement',
  ListContributeContent: 'contributions',
  ReadContributeContent: 'contributions',
  'news-management': 'contentManagement',
  RejectedNewsList: 'contentManagement',
  'read-news': 'contentManagement',
  'my-news': 'myContents',
  news: 'myContents',
  notification: 'inbox',
  'news-revisions': 'revisions',
  dashboard: 'dashboard',
  'site-settings': 'siteSettings',
  outbox: 'outbox',
  newsletter: 'newsletter',
  subscribers: 'subscribers',
  'my-account': 'myAccount',
};

const DEFAULT_HEADER_TITLE = 'contentUpload';

/** The header's title for the path, in the language of `t`. */
export function headerTitleFor(pathname: string, t: CommonTranslate): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return t(`backOffice.titles.${Object.hasOwn(titleBySegment, segment) ? titleBySegment[segment] : DEFAULT_HEADER_TITLE}`);
}
