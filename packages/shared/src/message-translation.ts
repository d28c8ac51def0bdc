/**
 * The shared messages (messages.ts) in another language. A catalog (locales/<language>/messages.json) holds, for each
 * message's path (`userMessages.fullnameRequired`), its text in that language, with `{{name}}` where a message made
 * by a function puts its parameters.
 *
 * Texts are translated by what they say, not by a key carried along: an error body, a field error or a stored
 * notification is English text made by these messages, so it is matched against each message's English
 * (a function's with its parameters as wildcards) and written again from the catalog. Nothing that makes a message
 * has to change, and notifications stored before a language existed are translated too. A text that is no message
 * of ours (a story's title, Fastify's own errors) stays as it is.
 */
import * as messages from './messages.js';

export type MessageCatalog = Readonly<Record<string, string>>;

type MessageGroups = {
  [Group in keyof typeof messages as Group extends `${string}Messages` ? Group : never]: (typeof messages)[Group];
};
type FunctionKeysOf<Group extends keyof MessageGroups> = {
  [Name in keyof MessageGroups[Group]]: MessageGroups[Group][Name] extends (...args: never[]) => string ? `${Group}.${Name & string}` : never;
}[keyof MessageGroups[Group]];
/** The paths of the messages made by a function (`notificationMessages.archived`). */
export type FunctionMessageKey = { [Group in keyof MessageGroups]: FunctionKeysOf<Group> }[keyof MessageGroups];

/**
 * The names of each function's parameters, in order, as the catalogs write them (`{{title}}`): minified code
 * keeps no names. `reason?` is a parameter that may be left out; the text without it has a catalog entry of its
 * own, `<path>_noReason`.
 */
export const messageParameters: { readonly [Key in FunctionMessageKey]: readonly string[] } = {
  'newsMessages.descriptionTooLong': ['length'],
  'searchMessages.yearRange': ['currentYear'],
  'searchMessages.queryTooLong': ['max'],
  'pagingMessages.size': ['max'],
  'notificationMessages.approved': ['title', 'when'],
  'notificationMessages.rejected': ['title', 'reason?'],
  'notificationMessages.archived': ['title'],
  'notificationMessages.newPending': ['title'],
  'notificationMessages.resubmitted': ['title'],
  'notificationMessages.newContribution': ['category'],
  'notificationMessages.newComment': ['title'],
  'siteSettingsMessages.accentTooLight': ['ratio'],
  'siteSettingsMessages.accentTooDark': ['ratio'],
  'siteSettingsMessages.accentReadable': ['onWhite', 'onDark'],
  'contributionRouteMessages.noSuchCategory': ['category'],
  'lengthMessages.tooLong': ['max'],
  'lengthMessages.titleTooLong': ['max'],
  'lengthMessages.contentTooLong': ['max'],
  'lengthMessages.passwordTooLong': ['max'],
  'lengthMessages.usernameTooLong': ['max'],
  'lengthMessages.fullnameTooLong': ['max'],
  'lengthMessages.categoryNameTooLong': ['max'],
  'photoWordsMessages.captionTooLong': ['max'],
  'photoWordsMessages.creditTooLong': ['max'],
  'photoWordsMessages.altTooLong': ['max'],
  'newsRevisionMessages.confirmRestore': ['number'],
  'uploadMessages.fileTooLarge': ['max'],
  'uploadMessages.tooManyFilesFor': ['field', 'max'],
  'uploadMessages.tooManyFiles': ['max'],
  'uploadMessages.tooManyFields': ['max'],
  'uploadMessages.fieldTooLong': ['field'],
  'uploadMessages.unexpectedFile': ['field'],
  'uploadMessages.tooManyPhotos': ['max'],
  'imageMessages.tooManyPixels': ['max'],
  'mailMessages.greeting': ['name'],
  'mailMessages.passwordResetSubject': ['siteName'],
  'mailMessages.passwordResetIntro': ['username'],
  'mailMessages.sentBy': ['siteName', 'address'],
  'invitationMailMessages.subject': ['siteName'],
  'invitationMailMessages.introAuthor': ['inviter', 'siteName'],
  'invitationMailMessages.introAdmin': ['inviter', 'siteName'],
  'mailAlertMessages.approvedSubject': ['title'],
  'mailAlertMessages.approvedNow': ['title'],
  'mailAlertMessages.approvedScheduled': ['title', 'when'],
  'mailAlertMessages.rejectedSubject': ['title'],
  'mailAlertMessages.rejected': ['title'],
  'mailAlertMessages.rejectedReason': ['reason'],
  'mailAlertMessages.restoredSubject': ['title'],
  'mailAlertMessages.restored': ['name', 'number', 'title'],
  'mailAlertMessages.waitingSubject': ['title'],
  'mailAlertMessages.waiting': ['title', 'author'],
  'mailAlertMessages.resubmitted': ['title', 'author'],
  'mailAlertMessages.contributionSubject': ['category'],
  'mailAlertMessages.contribution': ['author', 'category'],
  'mailAlertMessages.summarySubject': ['siteName'],
  'mailAlertMessages.summaryIntro': ['count'],
  'mailAlertMessages.settingsNote': ['address'],
  'subscriptionMessages.unknownCategory': ['name'],
  'subscriptionMessages.confirmSubject': ['siteName'],
  'subscriptionMessages.confirmIntro': ['siteName'],
  'newsletterMessages.storySubject': ['siteName', 'title'],
  'newsletterMessages.storyIntro': ['siteName'],
  'newsletterMessages.manageNote': ['address'],
  'newsletterMessages.digestSubject': ['siteName'],
  'newsletterMessages.digestIntro': ['siteName', 'count'],
  'newsletterMessages.storyNotPublic': ['id'],
  'newsletterMessages.testQueued': ['address'],
  'videoMessages.tooLong': ['max'],
  'captionMessages.timingExpected': ['line'],
  'captionMessages.timingInvalid': ['line'],
  'captionMessages.endBeforeStart': ['line'],
  'captionMessages.textMissing': ['line'],
  'videoUploadMessages.tooLarge': ['maxMb'],
};

/**
 * Parameter values that are words of the message rather than data ("published at immediately"): another language
 * may need the whole sentence worded otherwise, so the catalog has `<path>_<value>` for them.
 */
export const messageValueVariants: Partial<Record<FunctionMessageKey, Readonly<Record<string, readonly string[]>>>> = {
  'notificationMessages.approved': { when: ['immediately'] },
};

/** One text a catalog must have: its key, its English with `{{name}}` placeholders, and those names. */
export interface MessageEntry {
  key: string;
  english: string;
  parameters: readonly string[];
}

interface Pattern {
  key: string;
  parameters: readonly string[];
  /** The English with each parameter a capture group, whole-text anchored. */
  regex: RegExp;
}

/** Private-use characters, which no message says. */
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKER = /\uE000(\d+)\uE001/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function isMessageGroup(name: string, value: unknown): value is Record<string, unknown> {
  return name.endsWith('Messages') && typeof value === 'object' && value !== null;
}

/** The messages by path: every group messages.ts exports, so a group added there is a group every catalog needs. */
function messagesByKey(): Map<string, string | ((...args: unknown[]) => string)> {
  const byKey = new Map<string, string | ((...args: unknown[]) => string)>();
  for (const [group, values] of Object.entries(messages)) {
    if (!isMessageGroup(group, values)) continue;
    for (const [name, message] of Object.entries(values)) {
      if (typeof message === 'string' || typeof message === 'function')
        byKey.set(`${group}.${name}`, message as string | ((...args: unknown[]) => string));
    }
  }
  return byKey;
}

/** A function's English with markers for its parameters; those left undefined are left out. */
function englishWithMarkers(make: (...args: unknown[]) => string, names: readonly string[], omitted?: string): string {
  return make(...names.map((name, index) => (name === omitted ? undefined : marker(index))));
}

interface Shape {
  key: string;
  /** The English, with a marker where each parameter goes. */
  marked: string;
  names: readonly string[];
}

/** What a message can read like: its text, and for a function each text without one of its optional parameters. */
function shapesOf(key: string, message: string | ((...args: unknown[]) => string)): Shape[] {
  if (typeof message === 'string') return [{ key, marked: message, names: [] }];
  const declared = (messageParameters as Record<string, readonly string[]>)[key] ?? [];
  const names = declared.map((name) => name.replace(/\?$/, ''));
  const optional = declared.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1));
  return [
    { key, marked: englishWithMarkers(message, names), names },
    ...optional.map((name) => ({ key: `${key}_no${capitalized(name)}`, marked: englishWithMarkers(message, names, name), names })),
  ];
}

const toPlaceholders = (marked: string, names: readonly string[]) => marked.replace(MARKER, (_, index: string) => `{{${names[Number(index)]}}}`);
const parametersIn = (marked: string, names: readonly string[]) => [...marked.matchAll(MARKER)].map((match) => names[Number(match[1])]!);

/** Every text a catalog must have: each plain message, each function's texts, and its worded values. */
export function messageEntries(): MessageEntry[] {
  return [...messagesByKey()].flatMap(([key, message]) => [
    ...shapesOf(key, message).map(({ key: shapeKey, marked, names }) => ({
      key: shapeKey,
      english: toPlaceholders(marked, names),
      parameters: parametersIn(marked, names),
    })),
    ...Object.entries(messageValueVariants[key as FunctionMessageKey] ?? {}).flatMap(([name, values]) => {
      const [{ marked, names }] = shapesOf(key, message) as [Shape];
      return values.map((value) => {
        const worded = marked.replace(marker(names.indexOf(name)), value);
        return { key: `${key}_${value}`, english: toPlaceholders(worded, names), parameters: parametersIn(worded, names) };
      });
    }),
  ]);
}

let plainKeys: Map<string, string> | undefined;
let patterns: Pattern[] | undefined;

/** Built on first use, from messages.ts as it is. */
function matchers(): { plainKeys: Map<string, string>; patterns: Pattern[] } {
  if (!plainKeys || !patterns) {
    plainKeys = new Map();
    patterns = [];
    for (const [key, message] of messagesByKey()) {
      if (typeof message === 'string') {
        // Two groups may say the same words ('Description is required.'): the catalog words them alike too (its test checks).
        if (!plainKeys.has(message)) plainKeys.set(message, key);
        continue;
      }
      for (const { key: shapeKey, marked, names } of shapesOf(key, message)) {
        const source = marked
          .split(MARKER)
          .map((piece, index) => (index % 2 === 0 ? escapeRegex(piece) : '([\\s\\S]*?)'))
          .join('');
        patterns.push({ key: shapeKey, parameters: parametersIn(marked, names), regex: new RegExp(`^${source}$`) });
      }
    }
  }
  return { plainKeys, patterns };
}

/** Which message a text is, with the parameters it was made with; undefined for a text that is no message of ours. */
export function matchMessage(text: string): { key: string; values: Record<string, string> } | undefined {
  const { plainKeys, patterns } = matchers();
  const plain = plainKeys.get(text);
  if (plain) return { key: plain, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.parameters.forEach((name, index) => (values[name] = match[index + 1]!));
    return { key: pattern.key, values };
  }
  return undefined;
}

/** Puts the values in a catalog text's `{{name}}` placeholders. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The text in the catalog's language when it is one of the shared messages and the catalog has it; otherwise as it is. */
export function translateMessage(text: string, catalog: MessageCatalog): string {
  const found = matchMessage(text);
  if (!found) return text;
  for (const [name, values] of Object.entries(messageValueVariants[found.key as FunctionMessageKey] ?? {})) {
    const value = found.values[name];
    const variant = value !== undefined && values.includes(value) ? catalog[`${found.key}_${value}`] : undefined;
    if (variant !== undefined) return fillMessage(variant, found.values);
  }
  const template = catalog[found.key];
  return template === undefined ? text : fillMessage(template, found.values);
}
