import { describe, expect, it } from 'vitest';
import type { Language } from '@newsroom/shared';
import { LanguageTurns } from './language-turns';

/** A render that records what the process spoke while it ran, and ends when told to. */
function recorder() {
  let spoken: Language | undefined;
  const log: string[] = [];
  const turns = new LanguageTurns((language) => {
    spoken = language;
    log.push(`speak ${language}`);
  });
  const ends = new Map<string, () => void>();
  const render = (name: string, language: Language) =>
    turns.run(language, async () => {
      log.push(`start ${name} in ${spoken}`);
      await new Promise<void>((end) => ends.set(name, end));
      log.push(`end ${name} in ${spoken}`);
    });
  const end = async (name: string) => {
    ends.get(name)!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { log, render, end, settle };
}

describe('LanguageTurns', () => {
  it('lets renders of one language overlap, and one of the other wait until they are done', async () => {
    const { log, render, end, settle } = recorder();
    const done = [render('a', 'en'), render('b', 'en'), render('c', 'fil')];
    await settle();
    expect(log).toEqual(['speak en', 'start a in en', 'start b in en']);
    await end('a');
    expect(log).not.toContain('start c in fil');
    await end('b');
    expect(log.slice(-2)).toEqual(['speak fil', 'start c in fil']);
    await end('c');
    await Promise.all(done);
    expect(log.at(-1)).toBe('end c in fil');
  });

  it('queues a render of the running language behind one of the other that waits, so neither starves', async () => {
    const { log, render, end, settle } = recorder();
    const done = [render('a', 'en'), render('b', 'fil'), render('c', 'en'), render('d', 'fil')];
    await settle();
    expect(log).toEqual(['speak en', 'start a in en']);
    await end('a');
    // Both waiting Filipino renders go together, before the English one that came between them.
    expect(log.slice(-3)).toEqual(['speak fil', 'start b in fil', 'start d in fil']);
    await end('b');
    await end('d');
    expect(log.slice(-2)).toEqual(['speak en', 'start c in en']);
    await end('c');
    await Promise.all(done);
  });

  it('gives the turn on when a render fails', async () => {
    const turns = new LanguageTurns(() => {});
    await expect(turns.run('en', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(turns.run('fil', () => Promise.resolve('rendered'))).resolves.toBe('rendered');
  });
});
