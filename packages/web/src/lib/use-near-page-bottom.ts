/**
 * Whether the reader is within `distance` px of the page bottom (SPEC §2: the footer shows there). Mantine has
 * headroom for the header but no hook for this. Starts false, as the server renders it, and is measured only
 * after hydration, so the first client render matches the server's markup.
 */
import { useEffect, useState } from 'react';

export function useNearPageBottom(distance: number): boolean {
  const [nearBottom, setNearBottom] = useState(false);

  useEffect(() => {
    const update = () => setNearBottom(window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - distance);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    // Content that arrives later (a grid of cards) moves the bottom without any scrolling.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [distance]);

  return nearBottom;
}
