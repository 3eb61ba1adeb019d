import { formLimits, type SpamReason } from '@sitecraft/shared/forms';
import type { TokenCheck } from './form-token.ts';

/** Web addresses and link markup: http(s)://…, www.…, [url=…], <a href=…>. */
const link = /\bhttps?:\/\/|\bwww\.|\[url\b|<a\s/gi;

export function countLinks(text: string): number {
  return text.match(link)?.length ?? 0;
}

export interface PostSignals {
  /** The honeypot field as sent: people never see it, so anything in it was typed by a bot. */
  honeypot: string | undefined;
  /** The visitor's texts, name and message. */
  texts: string[];
  token: TokenCheck;
  /** Whether the site takes posts without a time token (see acceptsTokenless). */
  tokenlessAccepted: boolean;
}

/**
 * Why a post is spam, by the rules that need nothing but the post and its site: a filled honeypot, a time token that
 * is forged, too fresh or too old, no token where the site takes none without, more than formLimits.links links.
 * Undefined when none applies (a reused token is found later, in the store of used tokens).
 */
export function spamReasonOf(post: PostSignals): SpamReason | undefined {
  if (post.honeypot && post.honeypot.trim() !== '') return 'honeypot';
  if (post.token.kind === 'spam') return post.token.reason;
  if (post.token.kind === 'none' && !post.tokenlessAccepted) return 'no_token';
  const links = post.texts.reduce((sum, text) => sum + countLinks(text), 0);
  if (links > formLimits.links) return 'links';
  return undefined;
}
