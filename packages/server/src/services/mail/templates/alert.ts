/**
 * An e-mail alert (issue 24): what happened to a story or a contribution, told to the one it concerns, as a message of
 * its own; the daily summary (alert-summary.ts) tells several, one line each, in the same words.
 */
import {
  articlePage,
  contributionPage,
  deskStoryPage,
  mailAlertMessages as say,
  mailMessages,
  myAccountPage,
  storyRevisionsPage,
} from '@newsroom/shared';
import { schoolMoment } from '../../../lib/school-moment.js';
import type { MailContent, MailItem, TemplateContext } from '../mail-layout.js';

/** What happened, as the alert keeps it (stored as JSON for a daily summary): data, never words. */
export type Alert =
  | { about: 'approved'; newsId: string; title: string; publicationDate: string | null }
  | { about: 'rejected'; newsId: string; title: string; reason: string | null }
  | { about: 'restored'; newsId: string; title: string; revisionNumber: number; restoredBy: string }
  | { about: 'waiting'; newsId: string; title: string; authorName: string; resubmitted: boolean }
  | { about: 'contribution'; contributionId: string; author: string; category: string };

export interface AlertMail {
  fullname: string;
  alert: Alert;
}

interface AlertWords {
  subject: string;
  item: Required<Pick<MailItem, 'lines' | 'link'>>;
}

/** A publication date still to come, on the school's clocks in the reader's language; undefined once it has come. */
function comingMoment(publicationDate: string | null, { language, timeZone }: TemplateContext): string | undefined {
  return publicationDate && Date.parse(publicationDate) > Date.now() ? schoolMoment(publicationDate, timeZone, language) : undefined;
}

/** What an alert says: its subject, its sentences and its link. */
export function alertWords(alert: Alert, context: TemplateContext): AlertWords {
  const { link } = context;
  switch (alert.about) {
    case 'approved': {
      const when = comingMoment(alert.publicationDate, context);
      return {
        subject: say.approvedSubject(alert.title),
        item: {
          lines: [when ? say.approvedScheduled(alert.title, when) : say.approvedNow(alert.title)],
          link: { label: say.approvedAction, url: link(articlePage.href(alert.newsId)) },
        },
      };
    }
    case 'rejected':
      return {
        subject: say.rejectedSubject(alert.title),
        item: {
          lines: [say.rejected(alert.title), ...(alert.reason ? [say.rejectedReason(alert.reason)] : [])],
          link: { label: say.rejectedAction, url: link(deskStoryPage.href(alert.newsId)) },
        },
      };
    case 'restored':
      return {
        subject: say.restoredSubject(alert.title),
        item: {
          lines: [say.restored(alert.restoredBy, alert.revisionNumber, alert.title)],
          link: { label: say.restoredAction, url: link(storyRevisionsPage.href(alert.newsId)) },
        },
      };
    case 'waiting':
      return {
        subject: say.waitingSubject(alert.title),
        item: {
          lines: [alert.resubmitted ? say.resubmitted(alert.title, alert.authorName) : say.waiting(alert.title, alert.authorName)],
          link: { label: say.waitingAction, url: link(deskStoryPage.href(alert.newsId)) },
        },
      };
    case 'contribution':
      return {
        subject: say.contributionSubject(alert.category),
        item: {
          lines: [say.contribution(alert.author, alert.category)],
          link: { label: say.contributionAction, url: link(contributionPage.href(alert.contributionId)) },
        },
      };
  }
}

/** Where the reader changes how they get alerts, said under every alert and summary. */
export const alertSettingsNote = ({ link }: TemplateContext) => say.settingsNote(link(myAccountPage.href()));

export function alertMail({ fullname, alert }: AlertMail, context: TemplateContext): MailContent {
  const { subject, item } = alertWords(alert, context);
  return {
    subject,
    greeting: mailMessages.greeting(fullname),
    paragraphs: item.lines,
    action: item.link,
    notes: [alertSettingsNote(context)],
  };
}
