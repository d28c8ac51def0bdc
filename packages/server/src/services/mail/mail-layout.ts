/**
 * Every e-mail's frame: the school's name, logo and accent colour around a message's words, as HTML (tables and
 * inline styles, which mail programs keep) and as plain text. The words come in English from the shared messages and
 * are written in the recipient's language here; every value is escaped on its way into the HTML.
 */
import { mailMessages, type Language } from '@newsroom/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { messageIn } from '../../lib/request-language.js';

/** How the school looks in its mail: the site settings, with addresses made absolute on PUBLIC_URL. */
export interface MailLook {
  siteName: string;
  accentColor: string;
  /** A square PNG (mail programs show PNG, not always WebP). */
  logoUrl: string;
  publicUrl: string;
}

/** What one message says, each text a shared message in English (or a value such as an address). */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** A list after the paragraphs (a daily summary's alerts), each with its own link. */
  items?: readonly MailItem[];
  /** Smaller words after the action: how long a link works, what to do if the message was not expected. */
  notes?: readonly string[];
}

/** One entry of a list: its sentences (each a shared message, translated on its own), its link, and a picture above them. */
export interface MailItem {
  lines: readonly string[];
  link?: { label: string; url: string };
  /** An absolute address; only the HTML shows it (`alt` is a value, never translated). */
  image?: { url: string; alt: string };
}

/** What a template is given besides its data. */
export interface TemplateContext {
  look: MailLook;
  /** An address on PUBLIC_URL, the only origin a message may link to; the outbox page lists the links made here. */
  link: (path: string, query?: Readonly<Record<string, string>>) => string;
  /** The recipient's language and the school's time zone (TIME_ZONE), for what messages do not translate: dates. */
  language: Language;
  timeZone: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const TEXT_COLOR = '#1f2328';
const MUTED_COLOR = '#57606a';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A header's words (a subject, a sender's name) are one line, whatever their values hold. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function renderMail(content: MailContent, look: MailLook, language: Language): RenderedMail {
  const say = (text: string) => messageIn(language, text);
  const subject = oneLine(say(content.subject));
  const greeting = say(content.greeting);
  const paragraphs = content.paragraphs.map(say);
  const notes = (content.notes ?? []).map(say);
  const action = content.action && { label: say(content.action.label), url: content.action.url };
  const items = (content.items ?? []).map((item) => ({
    lines: item.lines.map(say),
    link: item.link && { label: say(item.link.label), url: item.link.url },
    image: item.image,
  }));
  const fallback = say(mailMessages.linkFallback);
  const footer = say(mailMessages.sentBy(look.siteName, look.publicUrl));
  const e = escapeMarkup;
  const accent = e(look.accentColor);
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(text)}</p>`;

  const itemsHtml =
    items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px;">` +
        items
          .map(
            (item) =>
              `<li style="margin:0 0 12px;">` +
              (item.image
                ? `<img src="${e(item.image.url)}" alt="${e(item.image.alt)}" width="480" style="display:block;width:100%;max-width:480px;height:auto;border-radius:6px;margin:0 0 8px;">`
                : '') +
              item.lines.map(e).join('<br>') +
              (item.link ? `<br><a href="${e(item.link.url)}" style="color:${accent};">${e(item.link.label)}</a>` : '') +
              `</li>`,
          )
          .join('') +
        `</ul>`
      : '';

  const actionHtml = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
      `<td style="border-radius:6px;background:${accent};">` +
      `<a href="${e(action.url)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px;">${e(action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:14px;color:${MUTED_COLOR};">${e(fallback)}<br>` +
      `<a href="${e(action.url)}" style="color:${accent};word-break:break-all;">${e(action.url)}</a></p>`
    : '';

  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${e(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-top:6px solid ${accent};border-radius:8px;font-family:${FONT};color:${TEXT_COLOR};">` +
    `<tr><td style="padding:24px 32px 8px;">` +
    `<img src="${e(look.logoUrl)}" width="44" height="44" alt="" style="vertical-align:middle;border-radius:8px;margin-right:12px;">` +
    `<span style="vertical-align:middle;font-size:20px;font-weight:700;color:${accent};">${e(look.siteName)}</span>` +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 8px;font-size:16px;line-height:1.5;">` +
    p(greeting) +
    paragraphs.map((text) => p(text)).join('') +
    itemsHtml +
    actionHtml +
    notes.map((text) => p(text, `font-size:14px;color:${MUTED_COLOR};`)).join('') +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED_COLOR};">${e(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;

  const text = [
    look.siteName,
    '',
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...items.flatMap((item) => [
      ...item.lines.map((line, index) => `${index === 0 ? '-' : ' '} ${line}`),
      ...(item.link ? [`  ${item.link.label}:`, `  ${item.link.url}`] : []),
      '',
    ]),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    '-- ',
    footer,
    '',
  ].join('\n');

  return { subject, html, text };
}
