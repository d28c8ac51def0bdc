/**
 * Page renders on the server take turns by language. The words (i18next), the dates (lib/format-date.ts) and the
 * API's Accept-Language (lib/api-client.ts) follow the process's one current language, not each render's, and renders
 * overlap while their data loads: renders of one language run together as before, and one of the other language waits
 * until they are done. Once a render waits, later ones of the running language queue behind it, so neither language
 * can starve the other.
 */
import type { Language } from '@newsroom/shared';

interface Waiting {
  language: Language;
  admit: () => void;
}

export class LanguageTurns {
  private language: Language | undefined;
  private running = 0;
  private queue: Waiting[] = [];

  /** `speak` makes the process speak a language; it is called before any render of that language starts. */
  constructor(private readonly speak: (language: Language) => void) {}

  async run<T>(language: Language, work: () => Promise<T>): Promise<T> {
    if (this.running === 0) this.start(language);
    else if (language === this.language && this.queue.length === 0) this.running += 1;
    else await new Promise<void>((admit) => this.queue.push({ language, admit }));
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.admitNext();
    }
  }

  private start(language: Language): void {
    if (language !== this.language) this.speak(language);
    this.language = language;
    this.running += 1;
  }

  /** The longest waiting render's language goes next, with every render waiting in it. */
  private admitNext(): void {
    const next = this.queue[0];
    if (!next) return;
    const admitted = this.queue.filter((waiting) => waiting.language === next.language);
    this.queue = this.queue.filter((waiting) => waiting.language !== next.language);
    for (const waiting of admitted) {
      this.start(waiting.language);
      waiting.admit();
    }
  }
}
