/**
 * Makes mail available as app.mail (services/mail/mailer.ts) and runs this instance's outbox sender from the moment
 * the app is ready until it closes. Without SMTP_URL the messages go to DATA_DIR/outbox as .eml files, and the log
 * says so once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { MailLook } from '../services/mail/mail-layout.js';
import { folderTransport, smtpTransport } from '../services/mail/mail-transport.js';
import { Mailer } from '../services/mail/mailer.js';
import { OutboxSender, SENDER_TIMINGS } from '../services/mail/outbox-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailPluginOptions {
  config: Config;
  /** The school's look for its mail (modules/settings), read with the transaction of the change that sends it. */
  lookOf: (db: Kysely<Database>) => Promise<MailLook>;
}

export default fp(
  async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
    const { config } = options;
    const timings = { ...SENDER_TIMINGS, ...config.mail.senderTimings };
    const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, timings.concurrency) : folderTransport(config.mail.outboxDir);
    if (!config.mail.smtpUrl) {
      app.log.info(
        { folder: config.mail.outboxDir },
        'no SMTP_URL: e-mail is written to the outbox folder as .eml files (ADMINs read it on the Outbox page)',
      );
    }
    const sender = new OutboxSender(app.db, transport, app.log, timings);
    app.decorate(
      'mail',
      new Mailer({ publicUrl: config.publicUrl, from: config.mail.from, lookOf: options.lookOf, timeZone: config.timeZone, sender }),
    );
    app.addHook('onReady', async () => sender.start());
    // Before the database closes (onClose): the message being sent is marked, the rest of its batch given back.
    app.addHook('preClose', () => sender.close());
  },
  { name: 'mail', dependencies: ['database'] },
);
