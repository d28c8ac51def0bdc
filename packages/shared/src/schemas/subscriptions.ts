/** Newsletter subscriptions (issue 26): asking with an e-mail address, confirming, and the subscriber's choices. */
import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { subscriptionMessages } from '../messages.js';
import { emailSchema } from './user.js';

export const SUBSCRIPTION_FREQUENCIES = ['each', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** How long a confirmation link works, and how long an address nobody confirmed is kept: 7 days. */
export const SUBSCRIPTION_CONFIRM_DAYS = 7;

const categoryNamesSchema = z
  .array(z.string({ error: subscriptionMessages.categoriesInvalid }).trim().min(1, { error: subscriptionMessages.categoriesInvalid }).max(100), {
    error: subscriptionMessages.categoriesInvalid,
  })
  .max(100, { error: subscriptionMessages.categoriesInvalid })
  .describe("Names of existing categories; none (or an empty list) means every category's stories");

/** What a subscriber chooses: which categories (none = all), the mails' language, each story or a weekly digest. */
export const subscriptionPreferencesSchema = z.object({
  categories: categoryNamesSchema.optional(),
  language: z.enum(LANGUAGES, { error: subscriptionMessages.languageInvalid }).optional(),
  frequency: z
    .enum(SUBSCRIPTION_FREQUENCIES, { error: subscriptionMessages.frequencyInvalid })
    .optional()
    .describe("'each': a mail for each new story; 'weekly': one digest a week"),
});
export type SubscriptionPreferences = z.input<typeof subscriptionPreferencesSchema>;

export const subscriptionRequestSchema = subscriptionPreferencesSchema.extend({ email: emailSchema });
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

/** Any token that is not one gets the same answer as a wrong one. */
export const subscriptionTokenSchema = z
  .string({ error: subscriptionMessages.linkInvalid })
  .min(1, { error: subscriptionMessages.linkInvalid })
  .max(200, { error: subscriptionMessages.linkInvalid });

export const subscriptionConfirmationSchema = z.object({ token: subscriptionTokenSchema });

/** A subscription as its own manage page shows it (the holder of its link only). */
export const subscriptionSchema = z.object({
  email: z.string(),
  categories: z.array(z.string()),
  language: z.enum(LANGUAGES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The answer to a confirmation: the subscription, and the token of its manage page. */
export const subscriptionConfirmedSchema = z.object({ message: z.string(), manageToken: z.string(), subscription: subscriptionSchema });
