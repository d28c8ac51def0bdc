/** Subscription rows as the ADMIN's list shows them: category names for the stored ids, and the whole list's counts. */
import type { Subscriber, SubscriberCounts } from '@newsroom/shared';
import type { NewsletterSubscriptionRow } from '../../db/schema.js';
import type { SubscriptionTally } from '../subscriptions/subscriptions.repository.js';

/** The names of the categories a subscriber stored, by name; the ids of deleted categories drop out. */
export function categoryNamesOf(categoriesJson: string, namesById: ReadonlyMap<string, string>): string[] {
  const ids = JSON.parse(categoriesJson) as string[];
  return ids
    .map((id) => namesById.get(id))
    .filter((name) => name !== undefined)
    .sort((a, b) => a.localeCompare(b));
}

export function presentSubscriber(row: NewsletterSubscriptionRow, namesById: ReadonlyMap<string, string>): Subscriber {
  return {
    id: row.id,
    email: row.email,
    state: row.state,
    categories: categoryNamesOf(row.categories, namesById),
    language: row.language,
    frequency: row.frequency,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

/**
 * The whole list's counts from its tallies. A subscriber whose categories are all gone gets every story (as one who
 * chose none does), so counts under allCategories; categories are listed most subscribed first.
 */
export function presentCounts(tallies: readonly SubscriptionTally[], namesById: ReadonlyMap<string, string>): SubscriberCounts {
  const counts: SubscriberCounts = {
    total: 0,
    byState: { pending: 0, confirmed: 0 },
    byLanguage: { en: 0, fil: 0 },
    byFrequency: { each: 0, weekly: 0 },
    allCategories: 0,
    byCategory: [],
  };
  const byCategory = new Map<string, number>();
  for (const { state, language, frequency, categories, count } of tallies) {
    counts.total += count;
    counts.byState[state] += count;
    counts.byLanguage[language] += count;
    counts.byFrequency[frequency] += count;
    const names = categoryNamesOf(categories, namesById);
    if (names.length === 0) counts.allCategories += count;
    for (const name of names) byCategory.set(name, (byCategory.get(name) ?? 0) + count);
  }
  counts.byCategory = [...byCategory].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return counts;
}
