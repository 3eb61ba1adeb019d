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
}

/**
 * Why a post is spam, by the rules that need nothing but the post: a filled honeypot, a time token that is forged,
 * too fresh or too old, more than formLimits.links links. Undefined when none applies (a reused token is found
 * later, in the store of used tokens).
 */
export function spamReasonOf(post: PostSignals): SpamReason | undefined {
  if (post.honeypot && post.honeypot.trim() !== '') return 'honeypot';
  if (post.token.kind === 'spam') return post.token.reason;
  const links = post.texts.reduce((sum, text) => sum + countLinks(text), 0);
  if (links > formLimits.links) return 'links';
  return undefined;
}
