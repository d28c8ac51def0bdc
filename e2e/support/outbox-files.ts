/** Reads the e-mails the server under test wrote to DATA_DIR/outbox (it runs without SMTP_URL), as an adviser would open them. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable, as nodemailer writes long lines: soft line breaks joined, `=XX` bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest .eml file addressed to `address`, decoded, once the server has written it. */
export async function mailTo(address: string): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(folder)
          ? fs
              .readdirSync(folder)
              .filter((file) => file.endsWith('.eml'))
              .sort()
          : [];
        const texts = files.map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(folder, file), 'utf8')));
        found = texts.reverse().find((text) => new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'im').test(text)) ?? '';
        return found !== '';
      },
      { message: `an e-mail to ${address} in ${folder}`, timeout: 15_000 },
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
