/** The shared messages in Filipino (locales/fil/messages.json), for the server; the web app loads the file on demand. */
import catalog from './locales/fil/messages.json' with { type: 'json' };
import type { MessageCatalog } from './message-translation.js';

export const filipinoMessages: MessageCatalog = catalog;
