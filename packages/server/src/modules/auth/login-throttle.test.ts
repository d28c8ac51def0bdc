import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

const MINUTE = 60 * 1000;

function throttleWithClock(options: { maxFailures?: number; windowMs?: number } = {}) {
  const clock = { time: 1_000_000 };
  const throttle = createLoginThrottle({ ...options, now: () => clock.time });
  return { throttle, clock };
}

/** Makes `count` attempts that turn out wrong; true when every one was let through. */
function fail(throttle: ReturnType<typeof createLoginThrottle>, count: number, username = 'reporter', address = '10.0.0.1') {
  let allowed = true;
  for (let attempt = 0; attempt < count; attempt += 1) allowed = throttle.beginAttempt(username, address) && allowed;
  return allowed;
}

describe('login throttle', () => {
  it('lets 5 failed attempts through and blocks the 6th', () => {
    const { throttle } = throttleWithClock();
    expect(fail(throttle, 5)).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
  });

  it('stays blocked until 15 minutes after the first failure, then lets attempts through again', () => {
    const { throttle, clock } = throttleWithClock();
    fail(throttle, 1);
    clock.time += 10 * MINUTE;
    fail(throttle, 4);
    clock.time += 5 * MINUTE - 1;
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
    clock.time += 1;
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(true);
  });

  it('forgets failures older than the window, so they do not add up with new ones', () => {
    const { throttle, clock } = throttleWithClock();
    fail(throttle, 4);
    clock.time += 15 * MINUTE;
    expect(fail(throttle, 5)).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
  });

  it('a success clears the count', () => {
    const { throttle } = throttleWithClock();
    fail(throttle, 4);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(true);
    throttle.recordSuccess('reporter', '10.0.0.1');
    expect(fail(throttle, 5)).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
  });

  it('keeps usernames apart, and addresses apart', () => {
    const { throttle } = throttleWithClock();
    fail(throttle, 5);
    expect(throttle.beginAttempt('editor', '10.0.0.1')).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.2')).toBe(true);
  });

  it('treats a username the same whatever its case and surrounding spaces', () => {
    const { throttle } = throttleWithClock();
    fail(throttle, 5, 'Reporter');
    expect(throttle.beginAttempt('  REPORTER ', '10.0.0.1')).toBe(false);
  });

  it('follows a custom limit and window', () => {
    const { throttle, clock } = throttleWithClock({ maxFailures: 2, windowMs: 1000 });
    expect(fail(throttle, 2)).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
    clock.time += 1000;
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(true);
  });

  it('still counts correctly while many other windows are kept', () => {
    const { throttle, clock } = throttleWithClock();
    for (let index = 0; index < 10_050; index += 1) throttle.beginAttempt(`user${index}`, '10.0.0.9');
    clock.time += 15 * MINUTE;
    expect(fail(throttle, 5)).toBe(true);
    expect(throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
    expect(throttle.beginAttempt('user1', '10.0.0.9')).toBe(true);
  });
});
