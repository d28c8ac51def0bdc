/**
 * What brings readers back (issue 16): the stories related to one they read, the week's most read stories on the home,
 * and an author's page of published stories.
 */
import { z } from 'zod';
import { MOST_READ_WINDOWS, mostReadStorySchema } from './dashboard.js';
import { newsSchema } from './news.js';

/** At most this many related stories under an article. */
export const RELATED_STORIES_MAX = 4;
/** The home's "Most read this week": this many stories at most, from the last `MOST_READ_WINDOWS.week` days. */
export const MOST_READ_THIS_WEEK_COUNT = 5;
export const MOST_READ_THIS_WEEK_DAYS = MOST_READ_WINDOWS.week;

/** A related story as its card shows it: no body, so the list under an article stays small. */
export const relatedStorySchema = newsSchema.pick({
  id: true,
  title: true,
  description: true,
  thumbnail: true,
  embedYouTubeUrl: true,
  category: true,
  categorySlug: true,
  publicationDate: true,
});
export type RelatedStory = z.infer<typeof relatedStorySchema>;

export const mostReadThisWeekSchema = z
  .array(mostReadStorySchema)
  .describe(
    `the published stories most viewed in the last ${MOST_READ_THIS_WEEK_DAYS} days, today included, most views first; at most ${MOST_READ_THIS_WEEK_COUNT}`,
  );

/** Texts both sides write about an author's page (the page itself and its link preview). */
export const authorPageTexts = {
  storiesBy: (name: string) => `Stories by ${name}`,
} as const;
