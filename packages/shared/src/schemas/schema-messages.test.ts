/**
 * Issue 25: a schema's refusal reaches the reader as the server's answer and as the form's field message, so each is
 * a shared message (messages.ts) that has its Filipino, never words written in the schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** A refusal written inline: `error: '…'`, `message: \`…\``, or a refine's second argument given as words. */
const INLINE_REFUSAL = /\b(?:error|message):\s*(['"`])[^'"`]+\1|\.refine\([^;]*?,\s*(['"`])[^'"`]+\2\s*\)/g;

const inlineRefusals = (source: string) => [...source.matchAll(INLINE_REFUSAL)].map((match) => match[0]);

it('finds a refusal written inline, and lets a shared message pass', () => {
  expect(inlineRefusals(".max(9, { error: 'Name must be 9 characters or less.' })")).toHaveLength(1);
  expect(inlineRefusals('.max(9, { error: `Name must be ${9} characters or less.` })')).toHaveLength(1);
  expect(inlineRefusals(".refine((value) => value !== '', 'Say something.')")).toHaveLength(1);
  expect(inlineRefusals('.max(9, { error: lengthMessages.tooLong(9) })')).toEqual([]);
});

it('refuses input only with shared messages', () => {
  const dir = import.meta.dirname;
  const inline = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => inlineRefusals(fs.readFileSync(path.join(dir, file), 'utf8')).map((text) => `${file}: ${text}`));
  expect(inline).toEqual([]);
});
