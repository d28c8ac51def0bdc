/**
 * What one subscriber's newsletter mail is: a story's mail or a digest, in their language, with their manage link
 * (made again at send time: modules/subscriptions/manage-links.ts) in sight and RFC 8058's one-click headers, which
 * nodemailer writes from fields like every header. The fan-out, the preview and the test mail all write it here.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isOnPublicSite, type Language } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { Change } from '../../services/changes/change-record.js';
import type { RenderedMail } from '../../services/mail/mail-layout.js';
import type { NewsletterStory } from '../../services/mail/templates/newsletter-story.js';
import { loadSigningSecret } from '../../services/tokens.js';
import { findNewsByIds } from '../news/news.repository.js';
import { thumbnailOf } from '../news/news.presenter.js';
import { visibilityOf } from '../news/news-visibility.js';
import { createManageLinks } from '../subscriptions/manage-links.js';

/** A story as the fan-out needs it: what the mail tells, and whom it is for (its category), and whether it is public. */
export interface StoryForMail extends NewsletterStory {
  categoryId: string;
  approved: boolean;
  isPublic: boolean;
  publicationDate: string | null;
}

/** Whom a newsletter mail goes to. */
export interface NewsletterRecipient {
  /** Their subscription's id, which their manage link names; a placeholder in a preview or a test. */
  subscriptionId: string;
  email: string;
  language: Language;
}

export type NewsletterContent = { kind: 'story'; story: NewsletterStory } | { kind: 'digest'; stories: NewsletterStory[] };

/** The manage link's token in a preview or a test mail: no subscription has it, so its links answer "no longer valid". */
export const PLACEHOLDER_SUBSCRIPTION = 'preview';

export interface NewsletterMails {
  /** The stories with these ids, in this order; an id with no story is left out. */
  stories(db: Kysely<Database>, ids: readonly string[], now?: Date): Promise<StoryForMail[]>;
  /** Writes the recipient's mail into the outbox with the change, counted for `newsletterId` when given. */
  queue(change: Change, to: NewsletterRecipient, content: NewsletterContent, newsletterId?: string): Promise<string>;
  /** The mail a subscriber in `language` would get, with placeholder manage links. */
  preview(db: Kysely<Database>, language: Language, content: NewsletterContent): Promise<RenderedMail>;
}

export async function createNewsletterMails(app: FastifyInstance): Promise<NewsletterMails> {
  const links = createManageLinks(await loadSigningSecret(app.db, app.config.jwtSecret));
  const { publicUrl } = app.config;
  const unsubscribeUrl = (token: string) => {
    const url = new URL(`${publicUrl}/api/v1/subscriptions/unsubscribe`);
    url.searchParams.set('token', token);
    return url.href;
  };
  const mailOf = (content: NewsletterContent, manageToken: string) =>
    content.kind === 'story'
      ? ({ kind: 'newsletter-story', data: { ...content.story, manageToken } } as const)
      : ({ kind: 'newsletter-digest', data: { stories: content.stories, manageToken } } as const);

  return {
    async stories(db, ids, now = new Date()) {
      return (await findNewsByIds(db, [...ids])).map((row) => {
        const thumbnail = thumbnailOf(row);
        return {
          newsId: row.id,
          title: row.title,
          description: row.description,
          // A mail is read far from the site: its picture needs the whole address.
          photo: thumbnail ? { url: new URL(thumbnail.url, publicUrl).href, alt: thumbnail.alt ?? row.title } : null,
          categoryId: row.category_id,
          approved: row.status === 'Approved',
          isPublic: isOnPublicSite(visibilityOf(row), now),
          publicationDate: row.publication_date,
        };
      });
    },

    queue(change, to, content, newsletterId) {
      const manageToken = links.tokenOf(to.subscriptionId);
      return app.mail.queue(change, {
        ...mailOf(content, manageToken),
        to: { address: to.email, language: to.language },
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl(manageToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        ...(newsletterId ? { newsletterId } : {}),
      });
    },

    preview(db, language, content) {
      return app.mail.render(db, { ...mailOf(content, links.tokenOf(PLACEHOLDER_SUBSCRIPTION)), to: { address: '', language } });
    },
  };
}

/** Only what a template shows of a story. */
export const toldOf = ({ newsId, title, description, photo }: StoryForMail): NewsletterStory => ({ newsId, title, description, photo });
