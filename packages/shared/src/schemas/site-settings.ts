/**
 * The school's own site (issue 16): its name, tagline, logo, accent colour, footer and links, as GET /api/v1/settings
 * answers them and PUT /api/v1/settings takes them. The logo is an upload of its own (POST /api/v1/settings/logo).
 */
import { z } from 'zod';
import { AA_NORMAL_TEXT_RATIO, accentContrast, formatContrastRatio, HEX_COLOR_PATTERN } from '../color-contrast.js';
import { siteSettingsMessages } from '../messages.js';
import { FOOTER_TEXT_MAX_LENGTH, SITE_LINK_MAX_LENGTH, SITE_NAME_MAX_LENGTH, TAGLINE_MAX_LENGTH } from '../validations.js';

export const SITE_LINK_KINDS = ['facebook', 'youtube', 'website'] as const;
export type SiteLinkKind = (typeof SITE_LINK_KINDS)[number];

export const siteLinksSchema = z.object({
  facebook: z.string().nullable().describe("the school's Facebook page; null when none"),
  youtube: z.string().nullable().describe("the school's YouTube channel; null when none"),
  website: z.string().nullable().describe("the school's own website; null when none"),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

/** The days the weekly newsletter digest may go out on (issue 26), on the school's clocks (TIME_ZONE). */
export const DIGEST_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DigestDay = (typeof DIGEST_DAYS)[number];

export const siteSettingsSchema = z.object({
  siteName: z.string(),
  tagline: z.string().describe('empty when none'),
  logoUrl: z.string().nullable().describe('the logo image (WebP); null when there is none'),
  accentColor: z.string().describe('#rrggbb: the primary colour of every page'),
  footerText: z.string().describe('empty when none'),
  links: siteLinksSchema,
  digestDay: z.enum(DIGEST_DAYS).describe("the weekly newsletter digest's day, on the school's clocks"),
  digestHour: z.number().int().describe("the weekly newsletter digest's hour (0-23), on the school's clocks"),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The hosts (and their subdomains) each kind of link must be on; any host for the school's website. */
const LINK_HOSTS: Record<SiteLinkKind, readonly string[] | null> = {
  facebook: ['facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'youtu.be'],
  website: null,
};

const linkMessages: Record<SiteLinkKind, string> = {
  facebook: siteSettingsMessages.facebookLinkInvalid,
  youtube: siteSettingsMessages.youtubeLinkInvalid,
  website: siteSettingsMessages.websiteLinkInvalid,
};

/** Whether the text is an https address (no credentials, a real host name) on one of the hosts, when hosts are given. */
export function isSiteLink(kind: SiteLinkKind, text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !url.hostname.includes('.')) return false;
  const hosts = LINK_HOSTS[kind];
  return hosts === null || hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** A link of one kind, trimmed; empty, null or absent means none (stored and answered as null). */
function siteLink(kind: SiteLinkKind) {
  return z
    .string({ error: linkMessages[kind] })
    .trim()
    .max(SITE_LINK_MAX_LENGTH, { error: siteSettingsMessages.linkTooLong })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isSiteLink(kind, value), { error: linkMessages[kind] });
}

/** A text that may be empty (absent means empty), trimmed. */
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message }).default('');

/** The reasons an accent colour cannot be the site's, empty when it can (see color-contrast.ts). */
export function accentColorProblems(accent: string): string[] {
  if (!HEX_COLOR_PATTERN.test(accent)) return [siteSettingsMessages.accentColorInvalid];
  const { onWhite, onDark } = accentContrast(accent);
  const problems: string[] = [];
  if (onWhite < AA_NORMAL_TEXT_RATIO) problems.push(siteSettingsMessages.accentTooLight(formatContrastRatio(onWhite)));
  if (onDark < AA_NORMAL_TEXT_RATIO) problems.push(siteSettingsMessages.accentTooDark(formatContrastRatio(onDark)));
  return problems;
}

export const siteSettingsBodySchema = z.object({
  siteName: z
    .string({ error: siteSettingsMessages.siteNameRequired })
    .trim()
    .min(1, { error: siteSettingsMessages.siteNameRequired })
    .max(SITE_NAME_MAX_LENGTH, { error: siteSettingsMessages.siteNameTooLong }),
  tagline: optionalText(TAGLINE_MAX_LENGTH, siteSettingsMessages.taglineTooLong),
  accentColor: z
    .string({ error: siteSettingsMessages.accentColorInvalid })
    .trim()
    .transform((value) => value.toLowerCase())
    .superRefine((value, ctx) => {
      for (const message of accentColorProblems(value)) ctx.addIssue({ code: 'custom', message });
    })
    .describe('#rrggbb, readable at WCAG AA (4.5:1) on white, and in its dark-mode shade on the dark background'),
  footerText: optionalText(FOOTER_TEXT_MAX_LENGTH, siteSettingsMessages.footerTextTooLong),
  links: z
    .object({ facebook: siteLink('facebook'), youtube: siteLink('youtube'), website: siteLink('website') })
    .default({ facebook: null, youtube: null, website: null }),
  /** Absent: unchanged (forms written before the digest existed keep its day and hour). */
  digestDay: z.enum(DIGEST_DAYS, { error: siteSettingsMessages.digestDayInvalid }).optional(),
  digestHour: z
    .number({ error: siteSettingsMessages.digestHourInvalid })
    .int({ error: siteSettingsMessages.digestHourInvalid })
    .min(0, { error: siteSettingsMessages.digestHourInvalid })
    .max(23, { error: siteSettingsMessages.digestHourInvalid })
    .optional(),
});
/** What the screen sends. */
export type SiteSettingsBody = z.input<typeof siteSettingsBodySchema>;
/** What the server keeps: trimmed, the colour in lower case, empty links as null. */
export type SiteSettingsValues = z.output<typeof siteSettingsBodySchema>;
