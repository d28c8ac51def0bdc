/**
 * The language a request is answered in (issue 16): the reader's choice in the `language` cookie (the web app sets it
 * with its storage key, and a browser sends it with pages, API calls and the notification stream alike), else the
 * first of Accept-Language's languages the site has (`fil` or `tl` for Filipino), else English.
 */
import type { FastifyRequest } from 'fastify';
import { filipinoMessages, LANGUAGE_COOKIE, languageOfAcceptLanguage, parseLanguage, translateMessage, type Language } from '@newsroom/shared';

const CHOSEN_LANGUAGE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** Read from the raw headers: the public answer fast path asks before any plugin (the cookie parser) has run. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const { cookie } = request.headers;
  const chosen = cookie ? parseLanguage(CHOSEN_LANGUAGE.exec(cookie)?.[1]?.trim()) : undefined;
  return chosen ?? languageOfAcceptLanguage(request.headers['accept-language']);
}

/** A shared message (messages.ts) in the language; any other text, and every text in English, as it is. */
export function messageIn(language: Language, text: string): string {
  return language === 'fil' ? translateMessage(text, filipinoMessages) : text;
}

/** What a page rendered in the reader's language varies by, for caches between the server and the browser. */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';
