import { DECISION_LINK_TTL_MS, linkSignature, signedBy } from './decision-links.ts';

/** What a link in the visitor's mail does to the time proposed for their request. */
export type ProposalAnswer = 'accept' | 'decline';

/** The visitor's links are signed for this purpose, so an owner's Accept link cannot be replayed as one (nor the other way). */
export const PROPOSAL_PURPOSE = 'booking-proposal';

/**
 * A token for a link that accepts or declines the time proposed for booking `id`: the booking, the answer, the proposed
 * start and the expiry (7 days, as the owner's links), signed with the server's key. It acts once, and only on that
 * proposal: an answer applies only to a request whose proposed time is still that one.
 */
export function proposalToken(secret: string, id: number, answer: ProposalAnswer, proposedStart: number, issuedAt: number): string {
  const body = `${id}.${answer}.${proposedStart}.${issuedAt + DECISION_LINK_TTL_MS}`;
  return `${body}.${linkSignature(secret, PROPOSAL_PURPOSE, body)}`;
}

/** The parts of a token signed by us for a proposal, whether or not it has expired. */
function signedParts(secret: string, token: string): { id: number; answer: ProposalAnswer; proposedStart: number; expires: number } | undefined {
  const match = /^(\d{1,15})\.(accept|decline)\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, answer, start, expires, given] = match;
  if (!signedBy(secret, PROPOSAL_PURPOSE, `${id}.${answer}.${start}.${expires}`, given!)) return undefined;
  return { id: Number(id), answer: answer as ProposalAnswer, proposedStart: Number(start), expires: Number(expires) };
}

/** The booking, answer and proposed start of a token, if it is ours, for a proposal, and has not expired at `now`. */
export function readProposalToken(secret: string, token: string, now: number): { id: number; answer: ProposalAnswer; proposedStart: number } | undefined {
  const parts = signedParts(secret, token);
  if (!parts || parts.expires < now) return undefined;
  return { id: parts.id, answer: parts.answer, proposedStart: parts.proposedStart };
}

/** The booking a token of ours names even once expired: its page then says so in the booking's language. */
export const expiredProposalBooking = (secret: string, token: string): number | undefined => signedParts(secret, token)?.id;
