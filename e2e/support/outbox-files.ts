/** Reads the e-mails the server under test wrote to DATA_DIR/outbox (it runs without SMTP_URL), as an adviser would open them. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable, as nodemailer writes long lines: soft line breaks joined, `=XX` bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A mail with its body decoded; its header as written (header values are not quoted-printable: a token's `=4F` stays). */
function decodedMail(mail: string): string {
  const end = /\r?\n\r?\n/.exec(mail);
  return end ? mail.slice(0, end.index) + decodeQuotedPrintable(mail.slice(end.index)) : mail;
}

const outboxFolder = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

const isTo = (mail: string, address: string) => new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'im').test(mail);

/** Every .eml file the server has written so far, oldest first, decoded. */
export function outboxMails(): string[] {
  const folder = outboxFolder();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodedMail(fs.readFileSync(path.join(folder, file), 'utf8')));
}

/** The mails written so far to `address` that contain `containing`. */
export const mailsTo = (address: string, containing: string) => outboxMails().filter((mail) => isTo(mail, address) && mail.includes(containing));

/** A header's value, its folded lines joined (RFC 5322 §2.2.3). */
export function headerOf(mail: string, name: string): string | undefined {
  const head = mail.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/**
 * The newest .eml file addressed to `address` (and containing `containing`, when given: one mail among several to the
 * same address), decoded, once the server has written it.
 */
export async function mailTo(address: string, containing = ''): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found = mailsTo(address, containing).at(-1) ?? '';
        return found !== '';
      },
      { message: `an e-mail to ${address}${containing && ` with '${containing}'`} in ${outboxFolder()}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The first address in the message that goes to `pathname`. */
export function linkIn(mail: string, pathname: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${pathname}[^\\s"<>]*`).exec(mail)?.[0];
  if (!link) throw new Error(`no link to ${pathname} in the e-mail`);
  return link.replace(/&amp;/g, '&');
}
