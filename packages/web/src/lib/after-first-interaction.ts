/**
 * Code that a page the server rendered can do without until the reader first reaches for it: its markup is already
 * on screen and works without script (a form submits to the server), so the first download leaves it out and it is
 * fetched on the first pointer over the page, touch, key or focus. On a page the browser renders itself there is
 * nothing on screen meanwhile, so there the code loads at once.
 */

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let waitForInteraction = false;
let interaction: Promise<void> | undefined;

/** Called by entry-client.tsx before it hydrates a page the server rendered. */
export function deferUntilFirstInteraction(): void {
  waitForInteraction = true;
}

function firstInteraction(): Promise<void> {
  interaction ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interaction;
}

/** `load`, started once the reader has interacted with a server-rendered page (at once on any other). */
export function afterFirstInteraction<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    if (waitForInteraction) await firstInteraction();
    return load();
  };
}
