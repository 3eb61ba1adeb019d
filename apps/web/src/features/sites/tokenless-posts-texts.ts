import type { TokenlessPosts } from '@sitecraft/shared/forms';

/** Texts of a site's setting for posts without a time token, on its inbox page. */
export const tokenlessPostsTexts = {
  heading: 'Messages from a copy hosted elsewhere',
  intro:
    'The pages we serve carry a time token that tells people from bots. A copy of your site hosted elsewhere, from its ZIP, has none, so its messages come without one.',
  /** Which rule applies to the site now. */
  status: ({ downloaded, allowed }: TokenlessPosts) => {
    if (!downloaded) return 'Posts without a time token (from a copy hosted elsewhere) are treated as spam: this site was never downloaded.';
    if (!allowed) return 'Posts without a time token (from a copy hosted elsewhere) are treated as spam: you turned them off.';
    return 'Posts without a time token (from a copy hosted elsewhere) are accepted because you downloaded this site.';
  },
  turnOff: 'Treat them as spam',
  turnOn: 'Accept them again',
  saving: 'Saving…',
  failed: 'That did not work. Try again in a moment.',
  noAnswer: (detail: string) => `The server did not answer (${detail}). Check your connection and try again.`,
} as const;
