import { checkDomain, type GenerationRequestInput } from '../generation/index.ts';
import type { MessageRequest } from './schemas.ts';

const WORDS_IN_DOMAIN = 3;

/**
 * A domain named after the message's first words ("summer-sale-candles.com"), so the site's brand says what it is
 * about; a message without usable words gets one named after its track_id.
 */
export function domainForMessage(message: string, trackId: string): string {
  const words = (message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && word.length <= 20 && /\p{L}/u.test(word));
  const label = words.slice(0, WORDS_IN_DOMAIN).join('-');
  const candidate = `${label}.com`;
  return label && checkDomain(candidate).ok ? candidate : `message-${trackId.slice(0, 8).toLowerCase()}.com`;
}

/**
 * The builder request a message stands for: one site whose type is the message type and whose description is the
 * message, written in Russian when the message is Cyrillic and in English otherwise.
 */
export function messageToGenerationRequest(request: MessageRequest): GenerationRequestInput {
  return {
    track_id: request.track_id,
    site_type: request.message_type,
    description: request.message,
    site_language: /\p{Script=Cyrillic}/u.test(request.message) ? 'Russian' : 'English',
    domain_name: domainForMessage(request.message, request.track_id),
    site_count: '1',
  };
}
