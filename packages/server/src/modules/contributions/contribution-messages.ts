/** What the contribution calls answer, beyond the shared messages. */
export const contributionRouteMessages = {
  notFound: 'Contribution not found.',
  alreadyDrafted: 'This contribution has already been turned into a news draft.',
  noSuchCategory: (category: string) => `There is no category named '${category}' any more; create it in Category Management, then try again.`,
  drafted: 'A Pending news draft was made from this contribution.',
} as const;
