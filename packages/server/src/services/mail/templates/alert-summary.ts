/** The daily summary of e-mail alerts (issue 24): everything since the reader's last summary, one line each. */
import { mailAlertMessages, mailMessages } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';
import { alertSettingsNote, alertWords, type Alert } from './alert.js';

export interface AlertSummaryMail {
  fullname: string;
  /** Oldest first. */
  alerts: Alert[];
}

export function alertSummaryMail({ fullname, alerts }: AlertSummaryMail, context: TemplateContext): MailContent {
  return {
    subject: mailAlertMessages.summarySubject(context.look.siteName),
    greeting: mailMessages.greeting(fullname),
    paragraphs: [mailAlertMessages.summaryIntro(alerts.length)],
    items: alerts.map((alert) => alertWords(alert, context).item),
    notes: [alertSettingsNote(context)],
  };
}
