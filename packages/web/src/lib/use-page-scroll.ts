/**
 * Scroll-driven page chrome (SPEC §2, §9): the header hides while the reader scrolls down and comes back
 * on the way up; the footer shows once the reader is within `bottomDistance` px of the page bottom.
 */
import { useEffect, useState } from 'react';

interface PageScrollOptions {
  /** Scrolling down hides the header only once past this offset, so the top of the page keeps it. */
  headerOffset?: number;
  bottomDistance?: number;
}

export interface PageScrollState {
  headerHidden: boolean;
  nearBottom: boolean;
}

/** Small scroll jitters (touch pads, inertial scrolling) do not flip the header. */
const JITTER_PX = 4;

function isNearBottom(distance: number): boolean {
  const scrolled = window.innerHeight + window.scrollY;
  return scrolled >= document.documentElement.scrollHeight - distance;
}

export function usePageScroll({ headerOffset = 80, bottomDistance = 50 }: PageScrollOptions = {}): PageScrollState {
  const [state, setState] = useState<PageScrollState>({ headerHidden: false, nearBottom: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const delta = y - lastY;
      setState((previous) => {
        let headerHidden = previous.headerHidden;
        if (y <= headerOffset) headerHidden = false;
        else if (delta > JITTER_PX) headerHidden = true;
        else if (delta < -JITTER_PX) headerHidden = false;
        const nearBottom = isNearBottom(bottomDistance);
        return headerHidden === previous.headerHidden && nearBottom === previous.nearBottom ? previous : { headerHidden, nearBottom };
      });
      if (Math.abs(delta) > JITTER_PX || y <= headerOffset) lastY = y;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // Content that arrives later (a grid of cards) changes where the bottom is without any scrolling.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headerOffset, bottomDistance]);

  return state;
}
