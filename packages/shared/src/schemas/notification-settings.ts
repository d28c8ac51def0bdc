/** How a user gets their e-mail alerts (issue 24, My account): each as it happens, one summary a day, or none. */
import { z } from 'zod';
import { notificationSettingsMessages } from '../messages.js';

export const EMAIL_ALERT_CHOICES = ['instant', 'daily', 'off'] as const;
export type EmailAlertChoice = (typeof EMAIL_ALERT_CHOICES)[number];

/** A new account's choice: alerts as they happen. */
export const DEFAULT_EMAIL_ALERTS: EmailAlertChoice = 'instant';

/** The school time (TIME_ZONE) of the daily summary: 07:00. */
export const DAILY_SUMMARY_HOUR = 7;

export const notificationSettingsSchema = z.object({
  email: z
    .enum(EMAIL_ALERT_CHOICES, { error: notificationSettingsMessages.emailChoiceInvalid })
    .describe("'instant': each alert as it happens; 'daily': one summary a day at 07:00 school time (TIME_ZONE); 'off': none"),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
