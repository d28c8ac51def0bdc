/** Collects what would have ended a real server process: an 'error' event nobody listened to, a rejection nobody handled. */
export interface CrashWatch {
  crashes: unknown[];
  stop(): void;
}

export function watchForCrashes(): CrashWatch {
  const crashes: unknown[] = [];
  const record = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    crashes,
    stop() {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}
