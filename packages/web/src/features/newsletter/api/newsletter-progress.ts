/** When a sending is still going: what the Newsletter page polls for, every 2 seconds, to show its progress. */
import type { Newsletter } from '@newsroom/shared';

export const PROGRESS_POLL_MS = 2000;

/** Whether mails of the sending are still to be written or accepted by the mail server. */
export function isInProgress(newsletter: Newsletter): boolean {
  return newsletter.state === 'scheduled' || newsletter.state === 'sending' || newsletter.counts.queued > 0;
}
