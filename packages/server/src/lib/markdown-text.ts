/**
 * A story's content, written in Markdown, as the plain text a reader sees of it: what summaries, AI drafts and search
 * snippets read, so none of them shows `**`, `#` or a link's address. Paragraphs stay apart by a blank line and line
 * breaks stay line breaks (a single newline is one, as on the page); a link keeps its words and loses its address,
 * an image keeps its description; raw HTML stays as the text readers see.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { STORY_MARKDOWN_GFM_OPTIONS, storyMarkdownSyntax } from '@newsroom/shared';

type Root = ReturnType<typeof fromMarkdown>;
type MarkdownNode = Root | Root['children'][number];
type Link = Extract<MarkdownNode, { type: 'link' }>;

const PARAGRAPH_BREAK = '\n\n';
/** Where an address was dropped: the spaces before it go too, so `Visit https://x.example, then` reads `Visit, then`. */
const DROPPED = '\uE000';

/** A web address written as it is (`https://…`, `www.…`, `<https://…>`): its words are the address, so it goes. */
function isBareAddress(link: Link): boolean {
  if (!/^https?:\/\//i.test(link.url)) return false;
  const words = toString(link);
  return words === link.url || `http://${words}` === link.url || `https://${words}` === link.url;
}

function blocksText(nodes: readonly MarkdownNode[], separator: string): string {
  return nodes
    .map(textOf)
    .filter((text) => text.trim() !== '')
    .join(separator);
}

function textOf(node: MarkdownNode): string {
  switch (node.type) {
    // The page shows raw HTML as the text it is (web components/story-text.tsx), so the plain text keeps it too.
    case 'text':
    case 'inlineCode':
    case 'code':
    case 'html':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'link':
      return isBareAddress(node) ? DROPPED : blocksText(node.children, '');
    case 'definition':
    case 'footnoteReference':
    case 'thematicBreak':
    case 'yaml':
      return '';
    case 'root':
    case 'blockquote':
    case 'footnoteDefinition':
      return blocksText(node.children, PARAGRAPH_BREAK);
    case 'list':
    case 'listItem':
    case 'table':
      return blocksText(node.children, '\n');
    case 'tableRow':
      return blocksText(node.children, ' ');
    default:
      return 'children' in node ? blocksText(node.children, '') : '';
  }
}

/**
 * Parsing is the slow part (about a millisecond a kilobyte). Searches read the plain text stored with each story
 * (`news.content_text`); what parses here is a save (the AI form's draft, then the row) and a summary asked for,
 * which readers ask again and again of the same stories, so the text is kept by a digest of its Markdown.
 */
const plainTexts = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (text) => Math.max(1, text.length) });

function parsedText(markdown: string): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(STORY_MARKDOWN_GFM_OPTIONS), storyMarkdownSyntax()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return textOf(tree)
    .replace(/[ \t]*\uE000/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, PARAGRAPH_BREAK)
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The plain text of a story's Markdown content. */
export function markdownText(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64');
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = parsedText(markdown);
    plainTexts.set(key, text);
  }
  return text;
}
