/** The spec's user-facing texts (SPEC §2, §5, §8), written once and used by the server and the web app. */
import { AA_NORMAL_TEXT_RATIO } from './color-contrast.js';
import {
  COMMENT_MAX_LENGTH,
  DIGEST_STORIES_MAX,
  FOOTER_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
  SITE_LINK_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  TAGLINE_MAX_LENGTH,
} from './validations.js';

export const userMessages = {
  fullnameRequired: 'Full name is required.',
  usernameRequired: 'Username is required.',
  usernameTooShort: 'Username must be at least 5 characters long.',
  usernameNoSpaces: 'Username cannot contain spaces.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  roleRequired: 'Please select a role.',
  passwordRequired: 'Password is required.',
  passwordWeak: 'Password must contain 8 or more characters and a special character.',
  confirmRequired: 'Please confirm your password.',
  passwordsMismatch: 'Passwords do not match.',
  saveFailed: 'Something went wrong. Please try again.',
  usernameTaken: 'Username already exists.',
  lastAdmin: 'The last administrator cannot be deleted or lose the ADMIN role.',
  notFound: 'User not found.',
  empty: 'No users found.',
  noRoles: 'No roles assigned',
  confirmDelete: 'Are you sure you want to delete this user?',
} as const;

export const loginMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
} as const;

/** Forgot password (PRODUCT.md, 2026-11-27): /forgot-password asks for a link, /reset-password sets the new password. */
export const passwordResetMessages = {
  /** One answer whether or not the address has an account, so nobody learns which addresses have one. */
  requested: 'If an account uses this e-mail address, a link to set a new password is on its way. The link works for 60 minutes.',
  linkInvalid: 'This link is no longer valid. Ask for a new one.',
  tooManyRequests: 'Too many requests for a new password. Please try again later.',
} as const;

/** The words of the e-mails the site sends (the server's services/mail), each written in its recipient's language. */
export const mailMessages = {
  greeting: (name: string) => `Hello ${name},`,
  passwordResetSubject: (siteName: string) => `Set a new password for ${siteName}`,
  passwordResetIntro: (username: string) =>
    `Someone asked to set a new password for the account ${username}. If it was you, choose your new password with the button below.`,
  passwordResetAction: 'Set a new password',
  passwordResetLimits: 'The link works once, within 60 minutes. Asking again makes a new link and ends this one.',
  passwordResetIgnore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  sentBy: (siteName: string, address: string) => `You receive this e-mail from ${siteName} (${address}).`,
} as const;

export const authMessages = {
  unauthenticated: 'Authentication required.',
  forbidden: 'You are not allowed to do this.',
  unauthorizedTitle: 'Unauthorized Access',
  unauthorizedText: 'You are not authorized to access this page. Please login with appropriate credentials.',
} as const;

export const categoryMessages = {
  nameRequired: 'Category name is required.',
  nameExists: 'Category name already exists.',
  descriptionRequired: 'Description is required.',
  inlineNameEmpty: 'Category name cannot be empty.',
  hasContent: 'This category still has content and cannot be deleted.',
  notFound: 'Category not found.',
  empty: 'No categories found.',
  confirmDelete: 'Are you sure you want to delete this category?',
} as const;

/** A reviewer's decision that the item's status does not allow (SPEC §4's workflow). */
export const reviewMessages = {
  alreadyApproved: 'This content is already approved.',
  approveOnlyPendingOrArchived: 'Only pending or archived content can be approved.',
  alreadyRejected: 'This content is already rejected.',
  rejectOnlyPendingOrArchived: 'Only pending or archived content can be rejected.',
  archiveOnlyApproved: 'Only approved content can be archived.',
} as const;

/** A form with files refused for its shape, size or count (the server's multipart reading; its limits fill them in). */
export const uploadMessages = {
  notMultipart: 'Send this form as multipart/form-data.',
  fileTooLarge: (max: number) => `Each file must be ${max} MB or smaller.`,
  tooManyFilesFor: (field: string, max: number) => `Too many files for ${field} (at most ${max}).`,
  tooManyFiles: (max: number) => `Too many files (at most ${max}).`,
  tooManyFields: (max: number) => `Too many form fields (at most ${max}).`,
  tooManyParts: 'This form has too many parts.',
  fieldTooLong: (field: string) => `The field ${field} is too long.`,
  unexpectedFile: (field: string) => `Files cannot be sent in the field ${field}.`,
  unreadable: 'The form could not be read. Please send it again.',
  tooManyPhotos: (max: number) => `An item can have at most ${max} additional photos.`,
} as const;

/** An uploaded image refused for what it is. */
export const imageMessages = {
  notAnImage: 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded.',
  tooManyPixels: (max: number) => `Each image must be at most ${max} megapixels.`,
  unreadable: 'This image could not be read; it may be damaged or incomplete.',
} as const;

export const newsMessages = {
  changedSinceOpened: 'This content changed since you opened it. Review it again.',
  titleRequired: 'Title is required.',
  thumbnailRequired: 'Thumbnail is required if no embed URL is provided.',
  embedInvalid: 'Embed URL must be a valid YouTube embed link.',
  categoryRequired: 'Please Select a Category.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: (length: number) => `Description must be 255 characters or less (currently ${length}).`,
  contentRequired: 'Content is required.',
  notFound: 'News not found.',
  noContentFound: 'No Content found',
  confirmDeleteContent: 'Are you sure you want to delete this content?',
  confirmDeleteNews: 'Are you sure you want to delete this news?',
  confirmArchive: 'Are you sure you want to archive this news?',
  confirmApprove: 'Are you sure you want to approve this content?',
  confirmReject: 'Are you sure you want to reject this content?',
  reasonNotText: 'Reason must be text.',
  updatedAtInvalid: 'updatedAt must be an ISO date and time.',
  publicationDateInvalid: 'publicationDate must be an ISO date and time.',
  rejectionReasonTooLong: `Reason must be ${REJECTION_REASON_MAX_LENGTH} characters or less.`,
  archived: 'News archived successfully.',
  archiveFailed: 'Failed to archive the news.',
} as const;

export const aiNewsMessages = {
  categoryRequired: 'Please Select a Category.',
  contentRequired: 'Content is required',
  thumbnailRequired: 'Thumbnail is required',
} as const;

export const commentMessages = {
  emailInvalid: 'Please enter a valid email address.',
  empty: 'No comments yet. Be the first to comment!',
  postFailed: 'An error occurred while posting your comment.',
  badWords: 'Comment contains bad words and was not saved.',
  /** In place of a deleted comment that others answered (PRODUCT.md: comments keep their thread). */
  deleted: 'This comment was deleted.',
} as const;

export const contributionMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  categoryRequired: 'Category is required',
  fieldRequired: 'This field is required',
  submitted: 'Post submitted successfully!',
  submitFailed: 'Error submitting post.',
  confirmDelete: 'Are you sure you want to delete this contribution?',
} as const;

export const searchMessages = {
  monthRange: 'Month must be between 1 and 12.',
  yearRange: (currentYear: number) => `Year must be between 2000 and ${currentYear}.`,
  queryTooLong: (max: number) => `The search can be at most ${max} characters long.`,
  suggestionQueryRequired: 'Give the text typed so far as query.',
} as const;

/** The optional `page` and `size` of every list. */
export const pagingMessages = {
  page: 'page must be a whole number, 1 or more.',
  size: (max: number) => `size must be a whole number from 1 to ${max}.`,
} as const;

/** The site settings (ADMIN, /site-settings); contrast ratios come written as "4.2:1". */
export const siteSettingsMessages = {
  siteNameRequired: 'Site name is required.',
  siteNameTooLong: `Site name must be ${SITE_NAME_MAX_LENGTH} characters or less.`,
  taglineTooLong: `Tagline must be ${TAGLINE_MAX_LENGTH} characters or less.`,
  footerTextTooLong: `Footer text must be ${FOOTER_TEXT_MAX_LENGTH} characters or less.`,
  accentColorInvalid: 'Accent color must be a hex color such as #00853f.',
  accentTooLight: (ratio: string) =>
    `This color is too light to read on white (${ratio}; at least ${AA_NORMAL_TEXT_RATIO}:1 is needed). Choose a darker one.`,
  accentTooDark: (ratio: string) =>
    `This color is too dark to read on the dark background, even in its lighter dark-mode shade (${ratio}; at least ${AA_NORMAL_TEXT_RATIO}:1 is needed). Choose a brighter one.`,
  accentReadable: (onWhite: string, onDark: string) => `Readable in both modes: ${onWhite} on white, ${onDark} on the dark background.`,
  facebookLinkInvalid: 'The Facebook link must be an https:// address on facebook.com.',
  youtubeLinkInvalid: 'The YouTube link must be an https:// address on youtube.com.',
  websiteLinkInvalid: 'The website link must be an https:// address.',
  linkTooLong: `A link must be ${SITE_LINK_MAX_LENGTH} characters or less.`,
  logoRequired: 'Choose an image file for the logo.',
  saved: 'Site settings saved.',
  saveFailed: 'The site settings could not be saved.',
  loadFailed: 'The site settings could not be loaded.',
  digestDayInvalid: 'Choose a day of the week for the weekly digest.',
  digestHourInvalid: 'Choose an hour from 0 to 23 for the weekly digest.',
} as const;

export const errorMessages = {
  validation: 'Some fields are not valid.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  storageFull: "The server's storage is full, so nothing was saved. Please tell the school's web team.",
  databaseUnavailable: "The site's database is not answering just now. Please try again in a moment.",
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  /** Too much heavy work (searches, first renders) waits already: try again after Retry-After. */
  busy: 'The site is busy right now. Please try again in a moment.',
  idInvalid: 'The id must be 1 to 64 characters long.',
} as const;

/** PRODUCT.md's notification texts. */
export const notificationMessages = {
  approved: (title: string, when: string | 'immediately') => `Your content titled '${title}' has been approved and will be published at ${when}.`,
  rejected: (title: string, reason?: string) => `Your content titled '${title}' has been rejected.${reason ? ` Reason: ${reason}` : ''}`,
  archived: (title: string) => `Your content titled '${title}' has been archived.`,
  newPending: (title: string) => `New content titled '${title}' is waiting for review.`,
  resubmitted: (title: string) => `Content titled '${title}' was edited and is waiting for review again.`,
  newContribution: (category: string) => `A new ${category} contribution was sent in and is waiting to be read.`,
  newComment: (title: string) => `A new comment on '${title}' is waiting for moderation.`,
  empty: 'No new notifications.',
  notFound: 'Notification not found.',
} as const;

/** What the server answers about comments, beyond the spec's own texts in `commentMessages`. */
export const commentReplyMessages = {
  contentRequired: 'Comment is required.',
  contentTooLong: `Comment must be ${COMMENT_MAX_LENGTH} characters or less.`,
  nameTooLong: `Name must be ${NAME_MAX_LENGTH} characters or less.`,
  submitted: 'Comment submitted and awaiting moderation.',
  visitorIdRequired: 'A Visitor-Id header is required.',
  tooSoon: 'Please wait a few seconds before posting another comment.',
  duplicate: 'This comment has already been posted here.',
  parentInvalid: 'The comment you are replying to is not on this item.',
  notYours: 'You can only delete your own comments.',
  notFound: 'Comment not found.',
  anonymous: 'Anonymous',
} as const;

/** What the contribution calls answer, beyond the spec's texts in `contributionMessages`. */
export const contributionRouteMessages = {
  notFound: 'Contribution not found.',
  alreadyDrafted: 'This contribution has already been turned into a news draft.',
  noSuchCategory: (category: string) => `There is no category named '${category}' any more; create it in Category Management, then try again.`,
  drafted: 'A Pending news draft was made from this contribution.',
} as const;

/** The length limits the schemas check, as a reader is told them. */
export const lengthMessages = {
  tooLong: (max: number) => `Must be ${max} characters or less.`,
  titleTooLong: (max: number) => `Title must be ${max} characters or less.`,
  contentTooLong: (max: number) => `Content must be ${max} characters or less.`,
  passwordTooLong: (max: number) => `Password must be ${max} characters or less.`,
  usernameTooLong: (max: number) => `Username must be ${max} characters or less.`,
  fullnameTooLong: (max: number) => `Full name must be ${max} characters or less.`,
  categoryNameTooLong: (max: number) => `Category name must be ${max} characters or less.`,
} as const;

/** The photos' words (caption, credit, alt text), each checked alike. */
export const photoWordsMessages = {
  captionNotText: 'Caption must be text.',
  captionTooLong: (max: number) => `Caption must be ${max} characters or less.`,
  creditNotText: 'Credit must be text.',
  creditTooLong: (max: number) => `Credit must be ${max} characters or less.`,
  altNotText: 'Alt text must be text.',
  altTooLong: (max: number) => `Alt text must be ${max} characters or less.`,
} as const;

export const newsRevisionMessages = {
  notFound: 'Revision not found.',
  categoryGone: 'The category of this revision no longer exists. Edit the content and choose another category instead.',
  confirmRestore: (number: number) =>
    `Restore revision ${number}? Its title, description, content, category and embed link replace the current ones; photos stay as they are.`,
} as const;

/** Invitations by e-mail (issue 24): an ADMIN invites, the invitee accepts on /accept-invitation. */
export const invitationMessages = {
  accountExists: 'An account with this e-mail already exists.',
  notFound: 'Invitation not found.',
  /** Any token that does not open a live invitation: wrong, used, withdrawn, replaced by a newer one, or expired. */
  linkInvalid: 'This invitation is no longer valid. Ask the person who invited you for a new one.',
} as const;

/** The invitation e-mail's words, in the language of the request that invited (the invitee has no language yet). */
export const invitationMailMessages = {
  /** The greeting when the ADMIN gave no name. */
  greetingWithoutName: 'Hello,',
  subject: (siteName: string) => `You are invited to ${siteName}`,
  introAuthor: (inviter: string, siteName: string) =>
    `${inviter} invited you to write for ${siteName} as an author: you will write news and send it for review.`,
  introAdmin: (inviter: string, siteName: string) =>
    `${inviter} invited you to help run ${siteName} as an administrator: you will review news and manage the site and its accounts.`,
  chooseAccount: 'Accept the invitation with the button below, then choose your name, username and password.',
  action: 'Accept the invitation',
  limits: 'The link works once, within 7 days.',
  ignore: 'If you did not expect this invitation, you can ignore this e-mail: no account is made without you.',
} as const;

/**
 * E-mail alerts (issue 24): a story approved, rejected or restored, for its author; a story waiting for review and a
 * new contribution, for the ADMINs. Each is one message, or one line of the daily summary.
 */
export const mailAlertMessages = {
  approvedSubject: (title: string) => `Approved: ${title}`,
  approvedNow: (title: string) => `Your story '${title}' was approved and is published now.`,
  approvedScheduled: (title: string, when: string) => `Your story '${title}' was approved and will be published on ${when}.`,
  approvedAction: 'Read it on the site',
  rejectedSubject: (title: string) => `Not approved: ${title}`,
  rejected: (title: string) => `Your story '${title}' was rejected.`,
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  rejectedAction: 'Open your story',
  restoredSubject: (title: string) => `Revision restored: ${title}`,
  restored: (name: string, number: number, title: string) => `${name} restored revision ${number} of your story '${title}'.`,
  restoredAction: 'See its revisions',
  waitingSubject: (title: string) => `Waiting for review: ${title}`,
  waiting: (title: string, author: string) => `'${title}' by ${author} is waiting for review.`,
  resubmitted: (title: string, author: string) => `'${title}' by ${author} was edited and is waiting for review again.`,
  waitingAction: 'Read the story',
  contributionSubject: (category: string) => `New contribution: ${category}`,
  contribution: (author: string, category: string) => `${author} sent in a new ${category} contribution.`,
  contributionAction: 'Read the contribution',
  summarySubject: (siteName: string) => `Your daily summary from ${siteName}`,
  summaryIntro: (count: number) => `What happened since your last summary (${count}):`,
  settingsNote: (address: string) =>
    `Choose how you get these e-mails (each as it happens, one summary a day, or none) on your My account page: ${address}`,
} as const;

/** How a user gets their e-mail alerts (My account). */
export const notificationSettingsMessages = {
  emailChoiceInvalid: 'Choose how you get e-mail alerts: each as it happens, one summary a day, or none.',
} as const;

/** Newsletter subscriptions (issue 26): asking, confirming, managing and leaving, and their e-mails. */
export const subscriptionMessages = {
  /** One answer for a new, pending or confirmed address, so nobody learns which addresses subscribe. */
  requested: 'Thank you. Check your e-mail: the subscription starts when you open the link we sent.',
  confirmed: 'Your subscription is confirmed.',
  updated: 'Your subscription is saved.',
  unsubscribed: 'You are unsubscribed. We deleted your e-mail address.',
  /** Shared by every link of a subscription that no longer works (forged, used, expired, unsubscribed). */
  linkInvalid: 'This link is no longer valid.',
  categoriesInvalid: 'Choose categories from the list.',
  unknownCategory: (name: string) => `There is no category named '${name}'.`,
  languageInvalid: 'Choose English or Filipino.',
  frequencyInvalid: 'Choose each new story or a weekly digest.',
  greeting: 'Hello,',
  confirmSubject: (siteName: string) => `Confirm your subscription to ${siteName}`,
  confirmIntro: (siteName: string) =>
    `Someone asked to receive the news of ${siteName} at this address. If it was you, confirm with the button below.`,
  confirmAction: 'Confirm my subscription',
  confirmLimits: 'The link works once, within 7 days. Until you use it, we send nothing else to this address.',
  confirmIgnore: 'If you did not ask for this, ignore this e-mail: we forget the address after 7 days.',
} as const;

/** The newsletter's mail of one new story (issue 26), in the subscriber's language for every text we write. */
export const newsletterMessages = {
  storySubject: (siteName: string, title: string) => `New on ${siteName}: ${title}`,
  storyIntro: (siteName: string) => `A new story on ${siteName}:`,
  readAction: 'Read the story',
  manageNote: (address: string) => `You receive this because you subscribed to our news. Change what you receive, or unsubscribe, here: ${address}`,
  digestSubject: (siteName: string) => `The latest from ${siteName}`,
  digestIntro: (siteName: string, count: number) => `The latest stories on ${siteName} (${count}):`,
  storiesInvalid: 'Choose stories that are published on the site.',
  storyNotPublic: (id: string) => `No published story has the id '${id}'.`,
  notFound: 'There is no such newsletter.',
  testQueued: (address: string) => `A test was sent to ${address}.`,
  testNoAddress: 'Your account has no e-mail address to send a test to.',
  digestTooLong: `A digest holds ${DIGEST_STORIES_MAX} stories at most.`,
} as const;

/** The ADMIN's list of newsletter subscribers (issue 26). */
export const subscriberMessages = {
  notFound: 'This subscriber is not on the list any more.',
  stateInvalid: 'Choose pending or confirmed.',
} as const;

/** Breaking news alerts by Web Push (issue 26): what a reader's device sends when it turns them on. */
export const pushMessages = {
  endpointInvalid: 'This device gave an alert address we cannot use. Try turning alerts on again.',
  keysInvalid: 'This device gave alert keys we cannot use. Try turning alerts on again.',
} as const;

/** Our own video (issue 27): why an uploaded file is refused or could not be made ready to play. */
export const videoMessages = {
  empty: 'This file is empty. Choose the video again.',
  unreadable: 'This file could not be read as a video: it may not be one, or it may be damaged or incomplete. Upload an MP4, MOV or WebM video.',
  notAVideo: 'This file is not a video. Upload an MP4, MOV or WebM video.',
  audioOnly: 'This file has sound but no picture. Upload a video.',
  tooLong: (max: number) => `A video can be at most ${max} minutes long.`,
  processingFailed: 'This video could not be converted for the web. Try exporting it again as MP4 and upload it again.',
} as const;

/** A story's caption files (issue 27): why an uploaded one is refused, naming the line to fix where there is one. */
export const captionMessages = {
  fileRequired: 'Choose a caption file (WebVTT .vtt or SubRip .srt) to upload.',
  tooLarge: 'A caption file must be 1 MB or smaller.',
  notText: 'This is not a caption file: it is not text. Upload a WebVTT (.vtt) or SubRip (.srt) file.',
  notCaptions: 'This is not a caption file. A WebVTT file starts with WEBVTT; a SubRip file starts with a number and a timing.',
  noCues: 'This caption file has no captions in it.',
  timingExpected: (line: number) => `Line ${line}: a timing such as 00:00:01.000 --> 00:00:04.000 was expected here.`,
  timingInvalid: (line: number) => `Line ${line}: this timing cannot be read. Write it as 00:00:01.000 --> 00:00:04.000.`,
  endBeforeStart: (line: number) => `Line ${line}: this caption must end after it starts.`,
  textMissing: (line: number) => `Line ${line}: this caption has a timing but no text.`,
  languageInvalid: 'Choose the language of the captions: en (English) or fil (Filipino).',
  notFound: 'This story has no captions in that language.',
} as const;

/** The video upload (tus) and the story form's `videoUploadId`. */
export const videoUploadMessages = {
  tooLarge: (maxMb: number) => `A video can be at most ${maxMb} MB.`,
  notFound: 'This video upload was not found. Upload the video again.',
  unfinished: 'This video has not finished uploading. Wait for the upload to finish, then save again.',
  alreadyUsed: 'This video upload is already used by a story. Upload the video again.',
  originalGone: 'The uploaded file of this video is no longer kept.',
} as const;
