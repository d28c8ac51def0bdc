import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../../../test/helpers/smtp-server.js';
import { smtpTransport, type MailTransport, type OutgoingMail } from './mail-transport.js';

const mail = (index: number): OutgoingMail => ({
  id: `m${index}`,
  from: { name: 'School Newsroom', address: 'newsroom@school.test' },
  to: `reader${index}@school.test`,
  subject: `Message ${index}`,
  text: 'Hello.',
  html: '<p>Hello.</p>',
  messageId: `<m${index}@school.test>`,
  createdAt: new Date().toISOString(),
  headers: {},
});

describe('the SMTP transport', () => {
  let server: TestSmtpServer;
  let transport: MailTransport | undefined;
  beforeEach(async () => {
    server = new TestSmtpServer();
    await server.start();
  });
  afterEach(async () => {
    transport?.close();
    await server.stop();
  });

  it('keeps a pool of at most `connections` open connections, each carrying many messages', async () => {
    transport = smtpTransport(server.url, 2);
    const sending = transport;
    for (let round = 0; round < 4; round += 1) await Promise.all([0, 1].map((slot) => sending.send(mail(round * 2 + slot))));
    expect(server.received.map((received) => received.envelope.to[0]).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `reader${index}@school.test`).sort(),
    );
    expect(server.connections).toBeLessThanOrEqual(2);
  });

  it("signs in with the URL's user and password, read with nodemailer's own parser", async () => {
    transport = smtpTransport(server.url.replace('smtp://', 'smtp://relay%40school.test:s3cret@'), 1);
    await transport.send(mail(1));
    expect(server.logins).toEqual(['relay@school.test']);
    expect(server.received).toHaveLength(1);
  });
});
