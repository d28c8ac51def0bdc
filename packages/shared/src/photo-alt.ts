/**
 * What a reader's `<img alt>` says of a story's photo. Kept apart from schemas/photo-details.ts (zod) so the public
 * article's code can use it without carrying zod to readers' phones.
 */
export interface PhotoAltWords {
  caption?: string | null;
  alt?: string | null;
}

/** The writer's alt text, else the photo's caption, else the story's title. */
export function storyPhotoAlt(photo: PhotoAltWords | null | undefined, storyTitle: string): string {
  return photo?.alt || photo?.caption || storyTitle;
}
