/**
 * app.mail: queues an e-mail of a kind for one recipient inside the transaction of what caused it (a Change), written
 * in the recipient's language and the school's look, and wakes this instance's sender once the change has committed.
 * Queueing never sends: a mail server that is away never fails the change that caused the message.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, errorMessages, isEmail, parseLanguage, type Language } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Change } from '../changes/change-record.js';
import { mailTemplates, type MailKind, type MailKinds } from './mail-kinds.js';
import { oneLine, renderMail, type MailContent, type MailLook, type RenderedMail, type TemplateContext } from './mail-layout.js';
import { insertOutboxMessage } from './outbox-store.js';
import type { OutboxSender } from './outbox-sender.js';

export interface MailRecipient {
  address: string;
  language: Language;
}

export interface QueuedMail<Kind extends MailKind> {
  kind: Kind;
  to: MailRecipient;
  data: MailKinds[Kind];
  /** Headers of this message's own (List-Unsubscribe), written by nodemailer from fields. */
  headers?: Readonly<Record<string, string>>;
  /** The newsletter it is one of: the sender counts it there as it settles. */
  newsletterId?: string;
}

/** A user's mail language: the one they last used the app in (users.language), else English. */
export function recipientLanguage(stored: string | null | undefined): Language {
  return parseLanguage(stored) ?? DEFAULT_LANGUAGE;
}

export interface MailerOptions {
  /** PUBLIC_URL: every link's origin, and the host of the Message-IDs and of the default sender. */
  publicUrl: string;
  /** MAIL_FROM; absent, the site's name at newsroom@ PUBLIC_URL's host. */
  from?: { name?: string; address: string };
  /** The school's look, read through the change's own transaction. */
  lookOf: (db: Kysely<Database>) => Promise<MailLook>;
  /** TIME_ZONE: the dates a message writes are on the school's clocks. */
  timeZone: string;
  sender: OutboxSender;
}

export class Mailer {
  readonly sender: OutboxSender;
  private readonly host: string;
  /** One read of the look per change, however many messages it queues (a digest to every author). */
  private readonly looks = new WeakMap<Change, Promise<MailLook>>();

  constructor(private readonly options: MailerOptions) {
    this.sender = options.sender;
    this.host = new URL(options.publicUrl).hostname;
  }

  /**
   * A request that would add mail while the last try met a full disk gets the same 507 as an upload, instead of an
   * answer that promises an e-mail the site cannot write.
   */
  refuseWhileFull(): void {
    if (this.sender.storageFull) throw new ApiError(507, errorMessages.storageFull);
  }

  /**
   * A message of a kind for a recipient as the outbox would keep it, without keeping it (a preview), the school's
   * look read through `db`.
   */
  async render<Kind extends MailKind>(db: Kysely<Database>, mail: Pick<QueuedMail<Kind>, 'kind' | 'to' | 'data'>): Promise<RenderedMail> {
    const { subject, html, text } = this.renderWith(await this.options.lookOf(db), mail);
    return { subject, html, text };
  }

  private renderWith<Kind extends MailKind>(
    look: MailLook,
    mail: Pick<QueuedMail<Kind>, 'kind' | 'to' | 'data'>,
  ): RenderedMail & { links: string[] } {
    const links: string[] = [];
    const link: TemplateContext['link'] = (path, query = {}) => {
      if (!path.startsWith('/')) throw new Error(`a mail link is a path on PUBLIC_URL, not ${path}`);
      const url = new URL(`${this.options.publicUrl}${path}`);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      links.push(url.href);
      return url.href;
    };
    const template = mailTemplates[mail.kind] as (data: MailKinds[Kind], context: TemplateContext) => MailContent;
    const context: TemplateContext = { look, link, language: mail.to.language, timeZone: this.options.timeZone };
    return { ...renderMail(template(mail.data, context), look, mail.to.language), links };
  }

  /** Writes the message into the outbox with the change; answers its id there. */
  async queue<Kind extends MailKind>(change: Change, mail: QueuedMail<Kind>): Promise<string> {
    let looking = this.looks.get(change);
    if (!looking) {
      looking = this.options.lookOf(change.trx);
      this.looks.set(change, looking);
    }
    const look = await looking;
    const { subject, html, text, links } = this.renderWith(look, mail);
    const from = this.options.from ?? { name: look.siteName, address: `newsroom@${this.host}` };
    const id = newId();
    const now = nowIso();
    // A stored address that is not one (written before today's rules) fails at once, in sight on the outbox page,
    // instead of failing what caused the message.
    const deliverable = isEmail(mail.to.address);
    await insertOutboxMessage(change.trx, {
      id,
      kind: mail.kind,
      recipient: mail.to.address,
      language: mail.to.language,
      from_name: from.name ? oneLine(from.name) : null,
      from_address: from.address,
      subject,
      html,
      text,
      links: JSON.stringify(links),
      message_id: `<${id}@${this.host}>`,
      state: deliverable ? 'queued' : 'failed',
      next_attempt_at: now,
      last_error: deliverable ? null : 'not an e-mail address',
      created_at: now,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      newsletter_id: mail.newsletterId ?? null,
    });
    change.afterCommit(() => this.sender.wake());
    return id;
  }
}
