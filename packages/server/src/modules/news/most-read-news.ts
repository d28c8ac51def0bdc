/**
 * The home's "Most read this week": the dashboard's most read stories of the last seven days (its daily tally, read by
 * day), keeping those still published. A story gains views only while it is published, so the few the week's top ten
 * can lose (one archived meanwhile) leave enough for the five shown.
 */
import type { Kysely } from 'kysely';
import { isOnPublicSite, MOST_READ_THIS_WEEK_COUNT, MOST_READ_THIS_WEEK_DAYS, type MostReadStory } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { lastDays } from '../../lib/calendar-days.js';
import { mostRead } from '../dashboard/dashboard.repository.js';
import { storyTraitsOf } from './news.repository.js';
import { visibilityOf } from './news-visibility.js';

export async function mostReadThisWeek(db: Kysely<Database>, timeZone: string, now = new Date()): Promise<MostReadStory[]> {
  const days = lastDays(MOST_READ_THIS_WEEK_DAYS, now, timeZone);
  const week = await mostRead(db, { first: days[0]!, last: days.at(-1)! }, {});
  const stories = await storyTraitsOf(
    db,
    week.map((story) => story.id),
  );
  const published = new Set(stories.filter((story) => isOnPublicSite(visibilityOf(story), now)).map((story) => story.id));
  return week.filter((story) => published.has(story.id)).slice(0, MOST_READ_THIS_WEEK_COUNT);
}
