/**
 * How a message leaves the site: through an SMTP server (SMTP_URL, nodemailer), or, without one, as an .eml file in
 * DATA_DIR/outbox. Either way nodemailer writes the message and its headers from separate fields, so no value (a
 * name, a subject) can add a header or a recipient, and the envelope names the one recipient the outbox row has.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { isEmail } from '@newsroom/shared';

export interface OutgoingMail {
  id: string;
  /** `<…@host>`, the same at every try. */
  messageId: string;
  from: { name: string | null; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** When the message was written (its Date header, and the order of the .eml files). */
  createdAt: string;
  /** Headers of this message's own (a newsletter's List-Unsubscribe); nodemailer writes each as one folded header. */
  headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  /** Where messages go, for the log. */
  readonly destination: string;
  /** Resolves once the SMTP server has taken the message (or its file is written); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal that no later try can change: the sender gives the message up at once. */
export class PermanentMailFailure extends Error {}

/** What a failed try means for the message, with its reason in the mail server's own words. */
export function classifyFailure(error: unknown): { permanent: boolean; reason: string } {
  const { responseCode, code, message } = (error ?? {}) as { responseCode?: unknown; code?: unknown; message?: unknown };
  const reason = (typeof message === 'string' && message ? message : String(error)).slice(0, 1000);
  if (error instanceof PermanentMailFailure) return { permanent: true, reason };
  // 5xx is the server's final word on this message. A refused login (535) is the site's configuration instead, which
  // an operator fixes: until then its messages wait like those of a server that is away. 4xx, refused or timed-out
  // connections and a full disk are temporary.
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
  return { permanent, reason };
}

function messageOptions(mail: OutgoingMail): Mail.Options {
  // Checked again here, whatever wrote the row: an address that is not one is never handed to the header writer.
  if (!isEmail(mail.to)) throw new PermanentMailFailure(`not an e-mail address: ${JSON.stringify(mail.to)}`);
  return {
    from: mail.from.name ? { name: mail.from.name, address: mail.from.address } : mail.from.address,
    to: { name: '', address: mail.to },
    envelope: { from: mail.from.address, to: [mail.to] },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: new Date(mail.createdAt),
    // RFC 3834: written by a machine, so out-of-office replies stay away.
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
  };
}

/** Bounds on each step, so one stuck server holds a message far less than the sender's lease on it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Opens the pool's connections with Nagle's algorithm off. SMTP is a dialogue of small commands, each waiting for its
 * reply: with Nagle on, a command written while the last one's ACK is still delayed waits ~40 ms for it. On loopback a
 * pooled connection took 46 ms a message with it, 2.3-2.8 ms without (200 messages to an smtp-server sink, one at a
 * time). nodemailer leaves the option alone, but takes a socket we connect.
 */
function connectWithoutDelay(
  options: { host?: string; port?: number; secure?: boolean; connectionTimeout?: number },
  callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  // nodemailer's own default ports.
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host ?? 'localhost', port, noDelay: true, keepAlive: true });
  const timer = setTimeout(() => socket.destroy(new Error(`connection to ${options.host}:${port} timed out`)), options.connectionTimeout);
  socket.once('connect', () => {
    clearTimeout(timer);
    socket.removeAllListeners('error');
    callback(null, { connection: socket });
  });
  socket.once('error', (error) => {
    clearTimeout(timer);
    callback(error);
  });
}

/**
 * `connections`: how many the pool may open, one for each message the sender has on its way at once. The URL is parsed
 * into options here, with nodemailer's own parser (its query sets any other option): handed over as `url`, nodemailer
 * reads the URL alone and drops every option beside it, the pool included, and each message had a connection of its
 * own (greeting, EHLO and all: 150 ms a message on loopback; pooled and without Nagle's delay, 1.5-2.5 ms).
 */
export function smtpTransport(url: string, connections = 1): MailTransport {
  const transporter = nodemailer.createTransport({
    ...SMTP_TIMEOUTS,
    ...parseConnectionUrl(url),
    pool: true,
    maxConnections: connections,
    getSocket: connectWithoutDelay,
  });
  const { hostname, port } = new URL(url);
  return {
    destination: `the SMTP server ${hostname}:${port || 'default port'}`,
    async send(mail) {
      await transporter.sendMail(messageOptions(mail));
    },
    close: () => transporter.close(),
  };
}

/** `2026-12-01T08-30-00-000Z-<id>.eml`: listed in the order they were written. */
export const emlFileName = (mail: Pick<OutgoingMail, 'id' | 'createdAt'>) => `${mail.createdAt.replace(/[:.]/g, '-')}-${mail.id}.eml`;

export function folderTransport(dir: string): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `.eml files in ${dir}`,
    async send(mail) {
      const { message } = await writer.sendMail(messageOptions(mail));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(mail));
      // Written whole, then named: a crash leaves no half message, and the same message again replaces its own file.
      await fs.writeFile(`${file}.tmp`, message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => writer.close(),
  };
}
