import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { leavesSite, plainStoryParagraphs, MarkdownStory, StoryText, type StoryTextProps } from './story-text';

function renderStory(content: string, props: Partial<StoryTextProps> = {}) {
  const { container } = render(
    <MantineProvider>
      <StoryText content={content} {...props} />
    </MantineProvider>,
  );
  return container.querySelector('div')!;
}

describe('StoryText', () => {
  it('draws bold, italic, struck and code text', () => {
    const story = renderStory('Some **bold**, *italic*, _slanted_, ~~gone~~ and `code` words.');
    expect(within(story).getByText('bold').tagName).toBe('STRONG');
    expect(within(story).getByText('italic').tagName).toBe('EM');
    expect(within(story).getByText('slanted').tagName).toBe('EM');
    expect(within(story).getByText('gone').tagName).toBe('DEL');
    expect(within(story).getByText('code').tagName).toBe('CODE');
  });

  it('makes the story’s headings one level under the page title, `#` and `##` alike', () => {
    renderStory('# Day one\n\n## Day two\n\n### The finals');
    expect(screen.getByRole('heading', { level: 2, name: 'Day one' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Day two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'The finals' })).toBeInTheDocument();
  });

  it('starts the headings lower under a page title that is itself an h2', () => {
    renderStory('## Day two\n\n### The finals', { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Day two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'The finals' })).toBeInTheDocument();
  });

  it('draws bulleted and numbered lists and quotes', () => {
    const story = renderStory('- Gold\n- Silver\n\n1. First\n2. Second\n\n> We are proud.');
    const [bullets, numbers] = within(story).getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gold', 'Silver']);
    expect(numbers!.tagName).toBe('OL');
    expect(
      within(numbers!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    expect(story.querySelector('blockquote')?.textContent?.trim()).toBe('We are proud.');
  });

  it('draws a GFM table inside a box that scrolls on a narrow screen', () => {
    const story = renderStory('| Team | Score |\n|---|---|\n| Blue | 3 |');
    expect(within(story).getByRole('table').parentElement?.className).toMatch(/tableScroll/);
    expect(within(story).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
    expect(within(story).getByRole('cell', { name: '3' })).toBeInTheDocument();
  });

  it('opens a link to another site in a new tab, marked as user content', () => {
    renderStory('See [the results](https://fair.example/results) and https://school.example/news.');
    const results = screen.getByRole('link', { name: 'the results' });
    expect(results).toHaveAttribute('href', 'https://fair.example/results');
    expect(results).toHaveAttribute('target', '_blank');
    expect(results).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(screen.getByRole('link', { name: 'https://school.example/news' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  });

  it('treats an address by where it leads, not by how it is spelled', () => {
    for (const href of ['https:evil.example', 'http:evil.example/x', '/\\evil.example', 'HTTPS://Evil.example', '//evil.example/a']) {
      expect(leavesSite(href), href).toBe(true);
    }
    for (const href of ['/view-news/abc', 'view-news/abc', '#comments', '?page=2', 'mailto:editor@school.example']) {
      expect(leavesSite(href), href).toBe(false);
    }
    renderStory('Read [this](https:evil.example).');
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  });

  it('keeps a link within the site plain', () => {
    renderStory('Read [the rules](/view-news/abc).');
    const link = screen.getByRole('link', { name: 'the rules' });
    expect(link).toHaveAttribute('href', '/view-news/abc');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('leaves only the words of a javascript: link', () => {
    const story = renderStory('[Click me](javascript:alert(1)) and [me too](JAVASCRIPT:alert(2))');
    expect(story.querySelector('a')).toBeNull();
    expect(story.textContent).toBe('Click me and me too');
    expect(story.innerHTML).not.toMatch(/javascript/i);
  });

  it('shows typed HTML as text, inline or as a block, with its lines', () => {
    const story = renderStory('Hello <b>bold</b> world\n\n<script>alert(1)</script>\n\n<div>\nline one\nline two\n</div>');
    expect(story.querySelector('b, script, div div')).toBeNull();
    const paragraphs = [...story.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['Hello <b>bold</b> world', '<script>alert(1)</script>', '<div>\nline one\nline two\n</div>']);
    expect(story.querySelectorAll('p')[2]!.querySelectorAll('br')).toHaveLength(3);
  });

  it('turns a Markdown image into a link to the picture, never a picture', () => {
    const story = renderStory('![The winning team](https://photos.example/team.jpg)');
    expect(story.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'The winning team' })).toHaveAttribute('href', 'https://photos.example/team.jpg');
  });

  it('shows a story written as plain text as before: paragraphs, and single line breaks kept', () => {
    const story = renderStory('The team won.\nThe coach smiled.\n\nNext week: the finals.\nSee you there!');
    const paragraphs = story.querySelectorAll('p');
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual([
      'The team won.\nThe coach smiled.',
      'Next week: the finals.\nSee you there!',
    ]);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]!.querySelectorAll('br')).toHaveLength(1);
  });

  it('keeps what a plain story may hold as text: indented lines, a line of dashes under a line, single tildes', () => {
    const story = renderStory('Results\n---\n    Gold: Grade 10\n\nFrom ~5 km to ~10 km.');
    expect(story.querySelector('h1, h2, h3, pre, code, del')).toBeNull();
    expect(story.querySelector('hr')).not.toBeNull();
    expect(story.textContent).toContain('Gold: Grade 10');
    expect(story.textContent).toContain('From ~5 km to ~10 km.');
  });

  it('reads lines that start with a number and a dot as a numbered list, from that number', () => {
    const story = renderStory('Our top three:\n\n2024. A great year\n2025. A better one');
    const list = within(story).getByRole('list');
    expect(list).toHaveAttribute('start', '2024');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A great year', 'A better one']);
  });
});

describe('a story written as plain text', () => {
  /** A small seeded generator (mulberry32): the same stories on every run. */
  function randomFrom(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  // Words, spaces and line ends mostly, with what prose has and, now and then, what Markdown reads.
  const PIECES = [
    'Robotics',
    'team',
    'won',
    'ang',
    'Araneta',
    '2024',
    '1.',
    '3)',
    ' ',
    ' ',
    ' ',
    '  ',
    '\n',
    '\n',
    '\n\n',
    '\n \n',
    '.',
    ',',
    ';',
    ':',
    '!',
    '?',
    "'",
    '"',
    '(',
    ')',
    '-',
    '#',
    '>',
    '=',
    '+',
    '%',
    '$',
    '/',
    'é',
    'ñ',
    '—',
    '\u00a0',
    '*',
    '_',
    '[',
    ']',
    '<',
    '&',
    '~',
    '|',
    '@',
    '`',
    '\\',
    '\t',
    '\r',
    'www.',
    'http://x.example',
    'mailto:',
  ];
  const innerOf = (html: string) => html.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '');

  it('is drawn as Markdown would draw it, byte for byte, text nodes included (so the other way hydrates it)', () => {
    const random = randomFrom(23);
    let plain = 0;
    for (let story = 0; story < 3000; story++) {
      // Most stories from the prose pieces only, so the plain way is taken often; the rest from all of them.
      const pieces = story % 3 === 0 ? PIECES.length : PIECES.indexOf('*');
      const content = Array.from({ length: 1 + Math.floor(random() * 40) }, () => PIECES[Math.floor(random() * pieces)]).join('');
      if (plainStoryParagraphs(content)) plain++;
      expect(innerOf(renderToString(<StoryText content={content} />)), JSON.stringify(content)).toBe(
        renderToString(<MarkdownStory content={content} />),
      );
    }
    // Both ways were taken, each many times.
    expect(plain).toBeGreaterThan(500);
    expect(plain).toBeLessThan(2500);
  });

  it('is read without Markdown only when nothing in it could be Markdown', () => {
    expect(plainStoryParagraphs('The team won.\nAgain!\n\n\nNext year: more.')).toEqual([['The team won.', 'Again!'], ['Next year: more.']]);
    expect(plainStoryParagraphs('')).toEqual([]);
    for (const markdown of [
      '**bold**',
      'a_b',
      '[a](b)',
      '<b>',
      '&amp;',
      '~~x~~',
      'a | b',
      'me@school.example',
      'see www.school.example',
      'HTTPS://x.example',
      '- item',
      '1. item',
      '# Title',
      '> quote',
      'ends with two spaces  \nnext',
      ' indented',
      'a\r\nb',
    ]) {
      expect(plainStoryParagraphs(markdown), markdown).toBeNull();
    }
  });
});
