/**
 * The background sender: claims due messages from the outbox, sends each through the transport, and records how the
 * try ended: sent; tried again later, each wait twice the last (a 4xx, a refused or timed-out connection, a full
 * disk); or given up with its reason (a 5xx refusal, or 24 hours after the message was written). Every instance runs
 * one; their claims keep them off each other's messages. After a crash (kill -9) the messages the dead sender held
 * are due again once its lease has passed, so every committed message is sent after a restart.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SenderTimings } from '../../config.js';
import type { Database, MailOutboxRow } from '../../db/schema.js';
import { isStorageFull } from '../../lib/storage-full.js';
import { classifyFailure, type MailTransport, type OutgoingMail } from './mail-transport.js';
import { claimDueMessages, deleteSettledMessages, markFailed, markRetrying, markSent, releaseClaim, renewClaim } from './outbox-store.js';
import { withoutAddresses } from '../../lib/without-addresses.js';

export const SENDER_TIMINGS: SenderTimings = {
  pollMs: 5_000,
  // Far above one message's worst case (mail-transport.ts's SMTP timeouts: 15 + 15 + 30 s of silence).
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  batchSize: 20,
  // Few enough for a school's relay (Google Workspace and Microsoft 365 accept a handful of connections at once).
  concurrency: 4,
  keepSettledMs: 7 * 24 * 60 * 60_000,
};

/** How often the settled messages past keepSettledMs are deleted. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** How long a stopping sender waits for the message it is sending; what it holds after that, its lease frees. */
const STOP_WAIT_MS = 10_000;

/** The wait after the `attempts`-th failed try. */
export function retryDelayMs(attempts: number, timings: Pick<SenderTimings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(timings.retryBaseMs * 2 ** Math.max(0, attempts - 1), timings.retryMaxMs);
}

function outgoing(row: MailOutboxRow): OutgoingMail {
  return {
    id: row.id,
    messageId: row.message_id,
    from: { name: row.from_name, address: row.from_address },
    to: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    createdAt: row.created_at,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
  };
}

/** How a message's last try ended, for whoever counts it (a newsletter's sent and failed). */
export interface SettledMessage {
  message: MailOutboxRow;
  outcome: 'sent' | 'failed';
  /** A refusal no later try could change (SMTP 5xx): the address is not one to write to again. */
  permanent: boolean;
}
export type SettledListener = (settled: SettledMessage) => Promise<void>;

export class OutboxSender {
  readonly timings: SenderTimings;
  /** Whether it reads the outbox on its own (start) rather than only when asked (sendDue). */
  private polling = false;
  /** Set by stop: the batch under way gives back what it has not tried. */
  private stopping = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private wokenWhileRunning = false;
  /**
   * Whether this sender's last try met a full disk (no room for the .eml file). While it lasts the
   * requests that would add mail are refused with a 507 (app.mail.refuseWhileFull), as uploads are.
   */
  private full = false;
  private lastPruneAt = 0;
  private readonly settledListeners: SettledListener[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    timings: Partial<SenderTimings> = {},
  ) {
    this.timings = { ...SENDER_TIMINGS, ...timings };
  }

  /**
   * Calls `listener` each time a message is sent or given up, by this sender, once (a claim lost meanwhile calls
   * nothing). What it does is its own business: a failure is logged and changes nothing about the message.
   */
  onSettled(listener: SettledListener): void {
    this.settledListeners.push(listener);
  }

  private async settled(settled: SettledMessage): Promise<void> {
    for (const listener of this.settledListeners) {
      await listener(settled).catch((error: unknown) =>
        this.log.warn({ err: error, mail: settled.message.id }, 'a listener of settled messages failed'),
      );
    }
  }

  get storageFull(): boolean {
    return this.full;
  }

  /** Reads the outbox now and every pollMs from now on. */
  start(): void {
    this.polling = true;
    this.stopping = false;
    this.wake();
  }

  /** Reads the outbox now, or right after the run under way: a message was just queued. */
  wake(): void {
    if (!this.polling) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.sendDue()
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error }, 'the mail sender could not read the outbox; it tries again'),
      )
      .finally(() => {
        this.running = undefined;
        if (!this.polling) return;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.timings.pollMs).unref();
        }
      });
  }

  /** Stops reading the outbox; the message being sent finishes, the rest of its batch is given back for the next sender. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    clearTimeout(this.timer);
    if (this.running) await Promise.race([this.running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
  }

  /** Stops, and closes the transport's connections: the app is closing. */
  async close(): Promise<void> {
    await this.stop();
    this.transport.close();
  }

  /** Sends every due message, batch after batch, until none is left; answers how many it tried. */
  async sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const count = await this.sendBatch();
      tried += count;
      if (count === 0 || this.stopping) break;
    }
    if (!this.stopping) await this.pruneHourly();
    return tried;
  }

  /** Deletes the settled messages older than keepSettledMs, at most once an hour (every instance may; the delete is idempotent). */
  async pruneHourly(now = Date.now()): Promise<void> {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    const deleted = await deleteSettledMessages(this.db, new Date(now - this.timings.keepSettledMs));
    if (deleted > 0) this.log.info({ deleted }, 'deleted old messages from the outbox');
  }

  /** Claims one batch and tries its messages, `concurrency` at once; answers how many it claimed. */
  async sendBatch(): Promise<number> {
    // A claim of its own for each batch: a message this sender held once and lost is never marked by the old claim.
    const claimId = randomUUID();
    const batch = await claimDueMessages(this.db, claimId, new Date(), this.leaseFromNow(), this.timings.batchSize);
    const untried: string[] = [];
    let next = 0;
    const sendInTurn = async () => {
      while (next < batch.length) {
        const message = batch[next++]!;
        if (this.stopping) untried.push(message.id);
        else await this.trySending(message, claimId);
      }
    };
    // Every turn ends before the batch does, even when one fails (the database went away): the sender never has more
    // than `concurrency` messages on their way.
    const turns = await Promise.allSettled(Array.from({ length: Math.min(this.timings.concurrency, batch.length) }, sendInTurn));
    const failed = turns.find((turn) => turn.status === 'rejected');
    if (failed) throw failed.reason;
    if (untried.length > 0) await releaseClaim(this.db, untried, claimId);
    return batch.length;
  }

  private leaseFromNow(): Date {
    return new Date(Date.now() + this.timings.leaseMs);
  }

  private async trySending(message: MailOutboxRow, claimId: string): Promise<void> {
    // The lease may have passed while earlier messages of the batch went out, and another sender taken this one.
    if (!(await renewClaim(this.db, message.id, claimId, this.leaseFromNow()))) return;
    try {
      await this.transport.send(outgoing(message));
    } catch (error) {
      await this.recordFailure(message, claimId, error);
      return;
    }
    // Marked the moment the server took it. A crash before this line sends it again after the restart, with the same
    // Message-ID, which tells a mail program (and a reader) that it is the same message.
    const ended = await markSent(this.db, message.id, claimId, new Date());
    this.full = false;
    if (ended) await this.settled({ message, outcome: 'sent', permanent: false });
  }

  private async recordFailure(message: MailOutboxRow, claimId: string, error: unknown): Promise<void> {
    const { permanent, reason } = classifyFailure(error);
    const now = Date.now();
    const giveUpAt = Date.parse(message.created_at) + this.timings.giveUpAfterMs;
    const about = { mail: message.id, kind: message.kind, attempts: message.attempts, reason: withoutAddresses(reason) };
    if (permanent || now >= giveUpAt) {
      this.log.warn(about, 'gave a message up');
      if (await markFailed(this.db, message.id, claimId, reason)) await this.settled({ message, outcome: 'failed', permanent });
      return;
    }
    this.log.info(about, 'a message could not be sent yet; it is tried again later');
    this.full = isStorageFull(error);
    // A full disk is tried again at the first wait every time, not later and later: the site refuses mail while it
    // lasts, so it should notice soon that room was made.
    const wait = this.full ? this.timings.retryBaseMs : retryDelayMs(message.attempts, this.timings);
    const next = Math.min(now + wait, giveUpAt);
    await markRetrying(this.db, message.id, claimId, new Date(next), reason);
  }
}
