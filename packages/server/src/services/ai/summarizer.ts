/** What the newsroom asks of a summarizer: a reader's summary of an item, and a draft title and description. */

export interface Draft {
  /** Short and never empty. */
  title: string;
  /** One sentence, at most 255 characters (DESCRIPTION_MAX_LENGTH). */
  description: string;
}

export interface Summarizer {
  /** A short summary of a news text. */
  summarize(text: string): Promise<string>;
  /** A title and a description for a news text, for AI-assisted writing. */
  draft(text: string): Promise<Draft>;
}
