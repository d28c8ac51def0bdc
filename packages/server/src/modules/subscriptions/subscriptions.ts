/**
 * Newsletter subscriptions (issue 26). Asking stores the address as pending with a confirmation token (kept as its
 * SHA-256 only) and the preferences asked for, and mails the link; asking again within the hour does nothing, and
 * after it only makes a new link with the new preferences, which change nothing until that link is used. The answer
 * is the same in every case (routes). Confirming applies the preferences the link carried; the manage link (see
 * manage-links.ts) shows and changes them, and unsubscribing deletes the row.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_CONFIRM_DAYS, subscriptionMessages, type Language, type Subscription, type SubscriptionFrequency } from '@newsroom/shared';
import type { Database, NewsletterSubscriptionRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest } from '../../lib/api-error.js';
import { newId } from '../../lib/ids.js';
import { newLinkToken, secretHash } from '../../lib/secret-hash.js';
import {
  categoryIdsByName,
  categoryNames,
  findSubscriptionByEmail,
  insertSubscription,
  updateSubscription,
  emailKey,
  findSubscriptionByConfirmToken,
} from './subscriptions.repository.js';

/** At most one confirmation mail per address in this time, however often it is asked for. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;
export const CONFIRM_LINK_MS = SUBSCRIPTION_CONFIRM_DAYS * 24 * 60 * 60_000;

/** What a subscriber chose, as stored: category ids (empty: all). */
export interface StoredPreferences {
  categories: string[];
  language: Language;
  frequency: SubscriptionFrequency;
}

/** Category names to ids; an unknown name is a field error in the reader's language (the error handler translates). */
export async function categoryIdsOf(db: Kysely<Database>, names: readonly string[] = []): Promise<string[]> {
  const found = await categoryIdsByName(db, names);
  const unknown = names.filter((name) => !found.has(name.trim().toLowerCase()));
  if (unknown.length > 0) {
    throw badRequest(
      subscriptionMessages.categoriesInvalid,
      unknown.map((name) => ({ field: 'categories', message: subscriptionMessages.unknownCategory(name) })),
    );
  }
  return [...new Set(found.values())];
}

export async function requestSubscription(app: FastifyInstance, email: string, preferences: StoredPreferences): Promise<void> {
  const now = new Date();
  await app.changes
    .run(async (change) => {
      const existing = await findSubscriptionByEmail(change.trx, email);
      const lastSent = existing?.last_confirmation_sent_at;
      if (lastSent && Date.parse(lastSent) > now.getTime() - CONFIRMATION_INTERVAL_MS) return;
      const token = newLinkToken();
      const link = { confirm_token_hash: secretHash(token), requested: JSON.stringify(preferences), last_confirmation_sent_at: now.toISOString() };
      if (existing) await updateSubscription(change.trx, existing.id, link);
      else {
        await insertSubscription(change.trx, {
          id: newId(),
          email: email.trim(),
          email_key: emailKey(email),
          categories: JSON.stringify(preferences.categories),
          language: preferences.language,
          frequency: preferences.frequency,
          state: 'pending',
          created_at: now.toISOString(),
          confirmed_at: null,
          ...link,
        });
      }
      const to = { address: existing?.email ?? email.trim(), language: preferences.language };
      await app.mail.queue(change, { kind: 'subscription-confirmation', to, data: { token } });
    })
    // Two first requests for one address at once: the other one's row and mail stand, and the answer is the same.
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}

/** Uses a confirmation link once: its preferences become the subscription's. Answers the subscription. */
export async function confirmSubscription(app: FastifyInstance, token: string): Promise<NewsletterSubscriptionRow> {
  const tokenHash = secretHash(token);
  return app.changes.run(async (change) => {
    const row = await findSubscriptionByConfirmToken(change.trx, tokenHash);
    const sentAt = row?.last_confirmation_sent_at;
    if (!row || !row.requested || !sentAt || Date.parse(sentAt) + CONFIRM_LINK_MS <= Date.now()) throw badRequest(subscriptionMessages.linkInvalid);
    const preferences = JSON.parse(row.requested) as StoredPreferences;
    const confirmed = {
      categories: JSON.stringify(preferences.categories),
      language: preferences.language,
      frequency: preferences.frequency,
      state: 'confirmed' as const,
      confirmed_at: row.confirmed_at ?? new Date().toISOString(),
      confirm_token_hash: null,
      requested: null,
    };
    await updateSubscription(change.trx, row.id, confirmed);
    return { ...row, ...confirmed };
  });
}

/** A subscription as its manage page shows it: category names, not ids. */
export async function subscriptionView(db: Kysely<Database>, row: NewsletterSubscriptionRow): Promise<Subscription> {
  return {
    email: row.email,
    categories: await categoryNames(db, JSON.parse(row.categories) as string[]),
    language: row.language,
    frequency: row.frequency,
  };
}
