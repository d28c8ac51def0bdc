/**
 * Everything behind the login, in one lazily loaded chunk: the public pages never download it.
 * Its routes (back-office-routes.tsx) pick the screens they show from this module.
 */
import './back-office-styles';

export { BackOfficeLayout } from '../layouts/back-office-layout';
export { UserListPage } from '../../features/users/components/user-list-page';
export { UserFormPage } from '../../features/users/components/user-form-page';
export { UserDetailsPage } from '../../features/users/components/user-details-page';
export { CategoryListPage } from '../../features/categories/components/category-list-page';
export { CategoryFormPage } from '../../features/categories/components/category-form-page';
export { NewsManagementPage } from '../../features/desk/components/news-management-page';
export { NewsFormPage } from '../../features/desk/components/news-form-page';
export { NewsRevisionsPage } from '../../features/desk/components/news-revisions-page';
export { AiNewsFormPage } from '../../features/desk/components/ai-news-form-page';
export { ReadNewsRoute as ReadNewsPage } from './read-news-route';
export { PendingNewsPage } from '../../features/desk/components/pending-news-page';
export { ArchivedNewsPage } from '../../features/desk/components/archived-news-page';
export { RejectedNewsPage } from '../../features/desk/components/rejected-news-page';
export { ContributionListPage } from '../../features/contributions/components/contribution-list-page';
export { ContributionDetailsPage } from '../../features/contributions/components/contribution-details-page';
export { CommentsModerationPage } from '../../features/comments/components/comments-moderation-page';
export { ApprovedCommentsPage } from '../../features/comments/components/approved-comments-page';
export { NotificationsPage } from '../../features/notifications/components/notifications-page';
export { DashboardPage } from '../../features/dashboard/components/dashboard-page';
export { SiteSettingsPage } from '../../features/settings/components/site-settings-page';
export { OutboxPage } from '../../features/outbox/components/outbox-page';
export { NewsletterPage } from '../../features/newsletter/components/newsletter-page';
export { SubscribersPage } from '../../features/newsletter/components/subscribers-page';
export { MyAccountPage } from '../../features/account/components/my-account-page';
export { MyNewsPage } from './my-news-page';
