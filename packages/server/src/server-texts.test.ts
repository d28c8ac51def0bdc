/**
 * Every sentence the server may answer a client with is one of the shared messages (packages/shared/messages.ts), so
 * a Filipino reader gets it in Filipino (errors are translated by their words). This reads the server's own source:
 * a sentence written inline (a capitalised string of several words ending in . ! or ?) that no shared message
 * matches fails here, unless it never reaches a client (a log line, an operator's error, a story's or feed's words).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { matchMessage } from '@newsroom/shared';

const SRC = import.meta.dirname;
const SENTENCE = /(['`])([A-Z][a-z]+(?: [^'`\n]+){2,}[.!?])\1/g;
/** Lines that do not answer a client: logs, thrown programming errors, API docs, comments. */
const NOT_AN_ANSWER = /\blog\.|console\.|new Error\(|summary:|description:|^\s*(?:\/\/|\*)/;
/** Sentences that are content or operators' words, never an answer's message, with why. */
const NOT_MESSAGES: Record<string, string> = {
  'modules/categories/seed-categories.ts': "the first categories' descriptions: the school's own content",
  'modules/syndication/syndication.routes.ts': "the RSS feed's description, the site's content",
  'db/migrator.ts': 'refusing to start on a newer database: said to the operator on the console',
  'db/errors.ts': "a marker between threads, answered as the shared 'database unavailable' message",
  'ops/backup.ts': 'npm run restore refusing an installation: said to the operator on the console',
};

/** The sentences written inline on one line of source that no shared message matches. */
function inlineSentences(line: string): string[] {
  if (NOT_AN_ANSWER.test(line)) return [];
  // A template's values stand for any words, as a message's parameters do.
  return [...line.matchAll(SENTENCE)].map((match) => match[2]!).filter((text) => !matchMessage(text.replace(/\$\{[^}]*\}/g, '7')));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

it('finds a sentence written inline, and lets a shared message written out pass', () => {
  expect(inlineSentences("  approve: () => 'Only drafts can be approved today.',")).toEqual(['Only drafts can be approved today.']);
  expect(inlineSentences('  throw badRequest(`Too many files for ${field} (at most ${max}).`);')).toEqual([]);
  expect(inlineSentences("  app.log.warn('The instance channel is lost for now.');")).toEqual([]);
});

it('answers clients only with shared messages, which have their Filipino', () => {
  const inline = sourceFiles(SRC).flatMap((file) => {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (relative in NOT_MESSAGES) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => inlineSentences(line).map((text) => `${relative}:${index + 1}: ${text}`));
  });
  expect(inline).toEqual([]);
});
