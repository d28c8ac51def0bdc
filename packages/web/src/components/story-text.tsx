/**
 * A story's content, written in Markdown, as readers see it: headings, bold, italic, links, lists, quotes and
 * GFM tables, a single newline kept as a line break so a story written as plain text looks as it did. Safe by
 * construction: no HTML from a story reaches the page (raw HTML shows as the text it is), unsafe link schemes
 * (`javascript:`) leave only the link's words, links that leave the site open in a new tab marked as user content,
 * and a Markdown image is a link to the picture rather than a picture (a story's photos have their own fields).
 */
import { Fragment, memo, type ReactNode } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { STORY_MARKDOWN_GFM_OPTIONS, storyMarkdownSyntax } from '@newsroom/shared';
import classes from './story-text.module.css';

type HeadingLevel = 2 | 3;
type RemarkPlugin = Extract<NonNullable<Options['remarkPlugins']>[number], (...args: never[]) => unknown>;

interface MarkdownParent {
  type: string;
  children?: MarkdownNode[];
}
interface MarkdownNode extends MarkdownParent {
  value?: string;
}

/** The flow containers: HTML written there is a block of its own and becomes a paragraph of text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** Reads stories with the constructs that would change a plain story left out (see story-markdown.ts in shared). */
function storySyntax(this: ThisParameterType<RemarkPlugin>) {
  // Where remark-parse looks for syntax extensions, as remark-gfm adds its own.
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(storyMarkdownSyntax());
}

/**
 * HTML in a story becomes text before the line breaks are read, so `<script>` shows as typed and a block of HTML
 * keeps its lines (react-markdown would otherwise pass it on as one run of text).
 */
function htmlAsText() {
  const visit = (parent: MarkdownParent) => {
    parent.children = parent.children?.map((child) => {
      if (child.type !== 'html') {
        visit(child);
        return child;
      }
      const text = { type: 'text', value: child.value ?? '' };
      return BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
    });
  };
  return visit;
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [[remarkGfm, STORY_MARKDOWN_GFM_OPTIONS], storySyntax, htmlAsText, remarkBreaks];

/** Where this page is, for resolving: a host no link can name, on either scheme the site may be served over. */
const HERE = 'this-site.invalid';
const PAGE_ADDRESSES = [`https://${HERE}/`, `http://${HERE}/`];

/**
 * An address on another site: it opens in a new tab and is not vouched for. Decided by where the browser would go
 * (the URL as resolved against this page), not by how it is spelled: `https:evil.example` on a page served over
 * http, `/\evil.example` and `//evil.example` all leave. Other schemes (`mailto:`) open no page.
 */
export function leavesSite(href: string): boolean {
  return PAGE_ADDRESSES.some((base) => {
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return false; // not an address at all: the browser would not follow it anywhere
    }
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== HERE;
  });
}

function StoryLink({ href, children }: { href?: string; children: ReactNode }) {
  // An unsafe scheme arrives here emptied (react-markdown's URL check): only the words are left.
  if (!href) return <>{children}</>;
  if (leavesSite(href)) {
    return (
      <a href={href} target="_blank" rel="noopener nofollow ugc">
        {children}
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

/** Markdown's `#` and `##` are the story's own sections, one level under the page's title; deeper ones follow. */
function headings(top: HeadingLevel): Components {
  const heading = (depth: number) => {
    const level = Math.min(6, top + Math.max(0, depth - 2));
    const Tag = `h${level}` as 'h2';
    return function StoryHeading({ children }: { children?: ReactNode }) {
      return (
        <Tag className={classes.heading} data-depth={Math.max(2, depth)}>
          {children}
        </Tag>
      );
    };
  };
  return { h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6) };
}

const COMPONENTS: Components = {
  a: ({ href, children }) => <StoryLink href={href}>{children}</StoryLink>,
  img: ({ src, alt }) => <StoryLink href={typeof src === 'string' ? src : undefined}>{alt || src}</StoryLink>,
  // A wide table scrolls by itself instead of widening the page on a phone.
  table: ({ children }) => (
    <div className={classes.tableScroll}>
      <table>{children}</table>
    </div>
  ),
};

const componentsByTop: Record<HeadingLevel, Components> = {
  2: { ...COMPONENTS, ...headings(2) },
  3: { ...COMPONENTS, ...headings(3) },
};

/**
 * What only ever reads as plain paragraphs: no character that starts inline Markdown (emphasis, code, links, HTML,
 * entities, escapes, tables, strike-through, e-mail addresses), no web address GFM would link, no control character
 * or carriage return, and, at a line's start, nothing that starts a block (headings, quotes, lists, breaks, fences).
 */
// eslint-disable-next-line no-control-regex -- control characters: Markdown replaces NUL and tabs count as indents; not worth the risk
const INLINE_SYNTAX = /[\\`*_[\]<&~|@\t\r\u0000-\u0008\u000b-\u001f\u007f]|www\.|https?:|mailto:|xmpp:/i;
const BLOCK_START = /^(?:[-+=#>]|\d+[.)])/;
const BLANK = /^ *$/;

/**
 * The paragraphs of a story written as plain text, each as its lines, or null when Markdown must read it. Most stories
 * are plain text, and reading them needs no parser: Markdown's parse was most of an article's first render on the
 * server (2 of its 3.7 MB of garbage) and comes again when the browser hydrates it. A line with a space at either end
 * is left to Markdown, which trims it or makes a break of it.
 */
export function plainStoryParagraphs(content: string): string[][] | null {
  if (INLINE_SYNTAX.test(content)) return null;
  const paragraphs: string[][] = [];
  let lines: string[] = [];
  for (const line of content.split('\n')) {
    if (BLANK.test(line)) {
      if (lines.length > 0) paragraphs.push(lines);
      lines = [];
    } else if (line.startsWith(' ') || line.endsWith(' ') || BLOCK_START.test(line)) {
      return null;
    } else {
      lines.push(line);
    }
  }
  if (lines.length > 0) paragraphs.push(lines);
  return paragraphs;
}

/**
 * Those paragraphs as react-markdown draws them, element for element and text node for text node, so a page the
 * server rendered one way hydrates the other: a newline between blocks, and `<br>` then a newline of its own at a
 * line break (remark-breaks).
 */
function PlainStory({ paragraphs }: { paragraphs: string[][] }) {
  return paragraphs.map((lines, index) => (
    <Fragment key={index}>
      {index > 0 && '\n'}
      <p>
        {lines.map((line, at) => (
          <Fragment key={at}>
            {at > 0 && <br />}
            {at > 0 && '\n'}
            {line}
          </Fragment>
        ))}
      </p>
    </Fragment>
  ));
}

export interface StoryTextProps {
  /** The story's content, as its writer typed it. */
  content: string;
  /** The level of the story's top headings: one under the title the page gives the story (2 under an h1). */
  headingLevel?: HeadingLevel;
  className?: string;
}

export const StoryText = memo(function StoryText({ content, headingLevel = 2, className }: StoryTextProps) {
  const paragraphs = plainStoryParagraphs(content);
  return (
    <div className={className ? `${classes.story} ${className}` : classes.story}>
      {paragraphs ? <PlainStory paragraphs={paragraphs} /> : <MarkdownStory content={content} headingLevel={headingLevel} />}
    </div>
  );
});

/** The story as Markdown reads it, whatever it holds (the plain-text way is checked against it). */
export function MarkdownStory({ content, headingLevel = 2 }: Pick<StoryTextProps, 'content' | 'headingLevel'>) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={componentsByTop[headingLevel]}>
      {content}
    </Markdown>
  );
}
