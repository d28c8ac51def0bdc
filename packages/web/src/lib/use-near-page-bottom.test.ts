import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNearPageBottom } from './use-near-page-bottom';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

function scrollTo(y: number) {
  setScroll(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useNearPageBottom', () => {
  beforeEach(() => {
    setScroll(0);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
  });
  afterEach(() => {
    setScroll(0);
  });

  it('reports the page bottom within 50px, and leaves it on the way up', () => {
    const { result } = renderHook(() => useNearPageBottom(50));
    expect(result.current).toBe(false);
    scrollTo(1100);
    expect(result.current).toBe(false);
    scrollTo(1151);
    expect(result.current).toBe(true);
    scrollTo(900);
    expect(result.current).toBe(false);
  });

  it('counts a page shorter than the window as being at the bottom', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 600 });
    const { result } = renderHook(() => useNearPageBottom(50));
    expect(result.current).toBe(true);
  });
});
