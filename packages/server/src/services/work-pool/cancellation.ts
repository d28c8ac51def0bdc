/**
 * How a task learns that its client has gone: the event loop sets a flag in memory the task's thread shares, and
 * the task looks at it between its steps (a thread running a query cannot be interrupted, and should not be
 * killed: a new one costs its start and its database connection).
 */

/** The message a task ends with when its client has gone (a worker's errors cross threads as plain errors). */
export const CANCELLED_MESSAGE = 'cancelled: the client has gone';

/** A new flag, shared with the task's thread. */
export const newCancelFlag = (): Int32Array => new Int32Array(new SharedArrayBuffer(4));

export const cancelTask = (flag: Int32Array): void => {
  Atomics.store(flag, 0, 1);
};

/** Throws once the flag says the client has gone. */
export const stillWantedBy = (flag: Int32Array) => (): void => {
  if (Atomics.load(flag, 0) === 1) throw new Error(CANCELLED_MESSAGE);
};
