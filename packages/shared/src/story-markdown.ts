/**
 * How a story's content is read as Markdown, the same on the web (which draws it) and on the server (which turns it
 * into plain text for summaries and search snippets): GFM, where a single newline is a line break, with the few
 * constructs left out that would change stories written as plain text before Markdown was allowed.
 */

/**
 * micromark constructs left out. `codeIndented`: a line indented by four spaces or a tab stays text instead of
 * becoming code. `setextUnderline`: a line of `---` or `===` under a line of text stays a separator instead of
 * turning that line into a heading (headings are written with `#`, as the toolbar does).
 */
export const STORY_MARKDOWN_DISABLED_CONSTRUCTS = ['codeIndented', 'setextUnderline'];

/** GFM's options: only `~~two tildes~~` strike through, so `~5 km to ~10 km` stays as written. */
export const STORY_MARKDOWN_GFM_OPTIONS = { singleTilde: false };

/** The micromark extension that leaves those constructs out (`{ disable: { null: [...] } }` is micromark's own form). */
export const storyMarkdownSyntax = () => ({ disable: { null: [...STORY_MARKDOWN_DISABLED_CONSTRUCTS] } });
