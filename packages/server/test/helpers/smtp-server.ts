/**
 * A real SMTP server for the tests (smtp-server): it keeps every message it accepts, read by mailparser, with the
 * envelope the client gave, and can be told to refuse (a 4xx or 5xx reply, as a mail server would) or to take its time.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and every RCPT TO, as the client sent them: who the server would really deliver to. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

/** An SMTP reply that refuses a message: `{ code: 451, message: '4.3.0 Try again later' }`. */
export interface Refusal {
  code: number;
  message: string;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While set, every message is refused at its end of data with this reply. */
  refusal?: Refusal;
  /** Milliseconds the server waits before taking each message. */
  delayMs = 0;
  /** Recipients refused at RCPT TO, with their reply (`550 5.1.1 No such user`), as a server that knows them not. */
  readonly refusedRecipients = new Map<string, Refusal>();
  /** Connections clients opened, and the user names they signed in with. */
  connections = 0;
  readonly logins: string[] = [];
  private server?: SMTPServer;
  private port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onAuth: (auth, _session, callback) => {
        this.logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      },
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refusedRecipients.get(address.address.toLowerCase());
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            if (this.delayMs) await sleep(this.delayMs);
            if (this.refusal) {
              return callback(Object.assign(new Error(this.refusal.message), { responseCode: this.refusal.code }));
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            };
            this.received.push({ envelope, raw, parsed: await simpleParser(raw) });
            callback();
          })();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** The SMTP_URL that reaches this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once at least `count` messages have arrived; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} messages, the SMTP server has ${this.received.length}`);
      await sleep(20);
    }
    return this.received;
  }

  clear(): void {
    this.received.length = 0;
    this.refusal = undefined;
    this.delayMs = 0;
    this.refusedRecipients.clear();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A port where nothing listens: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
