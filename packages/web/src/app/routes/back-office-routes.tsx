/**
 * The back office's routes (SPEC §2) and their guards, loaded with its code the first time the reader goes to one of
 * its addresses (app/router.tsx): the public pages never carry them.
 *
 * Guards: the whole back office needs a token and a back-office role; groups below add the shared policy's
 * action for their screens. Per PRODUCT.md the contribution list and detail and the rejected list are
 * ADMIN-only. The pending list admits authors, as SPEC's table says, and shows them their own items only.
 * /category-management and /add-category admit authors at the route, as SPEC's table says, and the screens
 * send non-admins to /unauthorized themselves.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RoleAction } from '@newsroom/shared';
import { paths } from '../../lib/paths';
import { RequireRole } from '../../lib/require-role';
import * as BackOffice from './back-office';

function page(path: string | undefined, Component: ComponentType, children?: RouteObject[]): RouteObject {
  return { path, Component, children };
}

function guarded(action: RoleAction, children: RouteObject[]): RouteObject {
  return { element: <RequireRole action={action} />, children };
}

export const backOfficeRoutes: RouteObject[] = [
  guarded('useBackOffice', [
    page(undefined, BackOffice.BackOfficeLayout, [
      guarded('manageUsers', [
        page(paths.userManagement.path, BackOffice.UserListPage),
        page(paths.userForm.path, BackOffice.UserFormPage),
        page(paths.userDetails.path, BackOffice.UserDetailsPage),
      ]),
      guarded('moderateComments', [
        page(paths.commentsManagement.path, BackOffice.CommentsModerationPage),
        page(paths.comments.path, BackOffice.CommentsModerationPage),
        page(paths.approvedComments.path, BackOffice.ApprovedCommentsPage),
      ]),
      guarded('reviewNews', [
        page(paths.dashboard.path, BackOffice.DashboardPage),
        page(paths.archivedNews.path, BackOffice.ArchivedNewsPage),
        page(paths.rejectedNews.path, BackOffice.RejectedNewsPage),
      ]),
      guarded('manageContributions', [
        page(paths.contributions.path, BackOffice.ContributionListPage),
        page(paths.contributionDetails.path, BackOffice.ContributionDetailsPage),
      ]),
      guarded('createNews', [
        page(paths.newsForm.path, BackOffice.NewsFormPage),
        page(paths.aiNewsForm.path, BackOffice.AiNewsFormPage),
        page(paths.newsRevisions.path, BackOffice.NewsRevisionsPage),
      ]),
      guarded('readNotifications', [page(paths.notifications.path, BackOffice.NotificationsPage)]),
      guarded('manageSiteSettings', [page(paths.siteSettings.path, BackOffice.SiteSettingsPage)]),
      guarded('readOutbox', [page(paths.outbox.path, BackOffice.OutboxPage)]),
      guarded('manageSubscribers', [
        page(paths.newsletter.path, BackOffice.NewsletterPage),
        page(paths.subscribers.path, BackOffice.SubscribersPage),
      ]),
      // Both roles (SPEC's route table): an AUTHOR sees their own pending items there, without the decisions.
      page(paths.pendingNews.path, BackOffice.PendingNewsPage),
      page(paths.myNews.path, BackOffice.MyNewsPage),
      page(paths.account.path, BackOffice.MyAccountPage),
      page(paths.news.path, BackOffice.MyNewsPage),
      page(paths.newsManagement.path, BackOffice.NewsManagementPage),
      page(paths.readNews.path, BackOffice.ReadNewsPage),
      page(paths.categoryManagement.path, BackOffice.CategoryListPage),
      page(paths.categoryForm.path, BackOffice.CategoryFormPage),
    ]),
  ]),
];
