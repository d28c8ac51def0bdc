import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageScroll } from './use-page-scroll';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

async function scrollTo(y: number) {
  setScroll(y);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    // The hook batches scroll events into one animation frame.
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('usePageScroll', () => {
  beforeEach(() => {
    setScroll(0);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
  });
  afterEach(() => {
    setScroll(0);
  });

  it('hides the header while scrolling down and shows it on the way up', async () => {
    const { result } = renderHook(() => usePageScroll({ headerOffset: 120, bottomDistance: 50 }));
    expect(result.current.headerHidden).toBe(false);
    await scrollTo(100);
    expect(result.current.headerHidden).toBe(false);
    await scrollTo(400);
    expect(result.current.headerHidden).toBe(true);
    await scrollTo(300);
    expect(result.current.headerHidden).toBe(false);
  });

  it('reports the page bottom within 50px', async () => {
    const { result } = renderHook(() => usePageScroll({ headerOffset: 120, bottomDistance: 50 }));
    expect(result.current.nearBottom).toBe(false);
    await scrollTo(1100);
    expect(result.current.nearBottom).toBe(false);
    await scrollTo(1151);
    expect(result.current.nearBottom).toBe(true);
  });

  it('counts a page shorter than the window as being at the bottom', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 600 });
    const { result } = renderHook(() => usePageScroll());
    expect(result.current.nearBottom).toBe(true);
  });
});
