/**
 * Where each share button sends the reader. Facebook's sharer and X's web intent take any page's address; Messenger
 * has no web link without a Facebook app id (its Send dialog needs one), so Messenger is offered only where its app
 * may be installed (phones and tablets), through the app's own `fb-messenger://` link.
 */

export const facebookShareUrl = (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

export const messengerShareUrl = (url: string) => `fb-messenger://share?link=${encodeURIComponent(url)}`;

export const xShareUrl = (url: string, title: string) =>
  `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;

/** Phones and tablets (iPadOS says it is a Mac, but one with a touch screen). */
export function isHandheld(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /Android|iPhone|iPad|iPod/i.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}
