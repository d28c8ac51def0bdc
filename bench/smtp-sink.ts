/** A local SMTP sink for the mail benches: takes every message and keeps only its recipients, Message-ID and subject. */
import { SMTPServer } from 'smtp-server';

export interface SunkMessage {
  to: string[];
  messageId: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  messages: SunkMessage[];
  close(): Promise<void>;
}

/** The bench measures the sender, not a parser: only the first 4 kB of each message is read, for its headers. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          messageId: /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '',
          subject: /^Subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection; the sink goes on taking the others'.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
