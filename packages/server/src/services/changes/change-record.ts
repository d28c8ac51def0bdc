/**
 * One record of what a change did (issue 24), kept while its transaction runs. A command does its writes through
 * `change.trx` and records what happened (`news.reviewed`); the consumers of each happening then react, either in the
 * same transaction, so their writes commit or roll back with the change (an e-mail into the outbox), or once it has
 * committed (the public cache, in-app notifications, live streams). Adding a reaction adds a consumer here, not a
 * line in every command. The record lives in the process: what must survive a crash is written in the transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContributionRow, Database, NewsRow } from '../../db/schema.js';

/** What the consumers of a story's happenings read of it: enough to name it, link to it and find its author. */
type StoryNamed = Pick<NewsRow, 'id' | 'title' | 'author_id' | 'author_name'>;

/** Everything a change can say happened, by type, with what its consumers need to know. */
export interface Happenings {
  /** A reviewer approved, rejected or archived a story; `news` is the story as the decision left it. */
  'news.reviewed': {
    news: Pick<NewsRow, 'id' | 'title' | 'author_id' | 'author_name' | 'publication_date' | 'status'>;
    decision: 'approve' | 'reject' | 'archive';
    reason?: string;
    /** The ADMIN who decided: reviewing their own story, they need no e-mail about it. */
    reviewerId: string;
    /** An approval as breaking news: every device with alerts on is told when the story becomes public. */
    breaking?: boolean;
  };
  /**
   * A story waits for review: a new one (written, or drafted from a contribution) or, `resubmitted`, one its AUTHOR's
   * edit sent back to Pending. `actorId` is who did it, whom the ADMINs' alerts leave out.
   */
  'news.submitted': { news: StoryNamed; actorId: string; resubmitted: boolean };
  /** A stored story was saved again (an edit or a restore): whatever showed it shows it anew. */
  'news.edited': { newsId: string };
  /** A revision's text became the story's again (a new revision `restored from N`), by `actor`. */
  'news.revision-restored': { news: StoryNamed; revisionNumber: number; actor: { id: string; fullname: string } };
  /** A reader sent a contribution in through the public form. */
  'contribution.submitted': { contribution: Pick<ContributionRow, 'id' | 'author' | 'category'> };
  /** A visitor's comment on a story waits for moderation; `by` is the name it shows (the visitor's, or Anonymous). */
  'comment.posted': { commentId: string; by: string; newsTitle: string };
  /** Every session of the user ended (their password was set anew): what they hold open closes. */
  'user.sessions-ended': { userId: string };
}

export type HappeningType = keyof Happenings;
export type Happening<Type extends HappeningType = HappeningType> = { [T in Type]: { type: T } & Happenings[T] }[Type];

export interface Change {
  /** The change's transaction. Everything the change and its in-transaction consumers write goes through it. */
  readonly trx: Kysely<Database>;
  record(happening: Happening): void;
  /** Runs once the transaction has committed, never after a rollback. */
  afterCommit(task: () => unknown): void;
}

export interface Consumer<Type extends HappeningType> {
  /** Writes that belong to the change: they commit with it, and a failure here undoes the whole change. */
  inTransaction?: (change: Change, happening: Happening<Type>) => Promise<void>;
  /** Reactions to a change that happened; a failure is logged and never turns the done change into an error. */
  afterCommit?: (happening: Happening<Type>) => unknown;
}

export class ChangeRecorder {
  private readonly consumers = new Map<HappeningType, Consumer<any>[]>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  on<Type extends HappeningType>(type: Type, consumer: Consumer<Type>): void {
    this.consumers.set(type, [...(this.consumers.get(type) ?? []), consumer]);
  }

  /**
   * Runs `work` in a transaction and its happenings' consumers with it. The work must read and write through
   * `change.trx` only: on SQLite the transaction holds the one connection, so a query on the app's db would wait for ever.
   */
  async run<Result>(work: (change: Change) => Promise<Result>): Promise<Result> {
    const committed: (() => unknown)[] = [];
    const result = await this.db.transaction().execute(async (trx) => {
      const happened: Happening[] = [];
      const change: Change = { trx, record: (happening) => happened.push(happening), afterCommit: (task) => committed.push(task) };
      const value = await work(change);
      // By index: a consumer may record a happening of its own.
      for (let index = 0; index < happened.length; index += 1) {
        const happening = happened[index]!;
        for (const consumer of this.consumers.get(happening.type) ?? []) {
          await consumer.inTransaction?.(change, happening);
          if (consumer.afterCommit) committed.push(() => consumer.afterCommit!(happening));
        }
      }
      return value;
    });
    for (const task of committed) {
      try {
        await task();
      } catch (error) {
        this.log.error({ err: error }, 'a reaction to a committed change failed');
      }
    }
    return result;
  }
}
