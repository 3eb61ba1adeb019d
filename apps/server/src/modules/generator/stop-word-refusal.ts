import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { stopWordConflicts, stopWordConflictTexts, type CustomerLanguage } from '@sitecraft/shared/generation';
import { FieldsError } from '../../app-error.ts';

/** The language of the product's answers to this client: Russian when its Accept-Language ranks Russian above English. */
export function customerLanguage(acceptLanguage: string | undefined): CustomerLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { primary: tag.split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => (entry.primary === 'ru' || entry.primary === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.primary === 'ru' ? 'ru' : 'en';
}

// Only the answers a conflict is read from, each dropped when malformed: validation names those problems itself.
const conflictAnswers = z.object({
  stop_words: z.string().optional().catch(undefined),
  business_name: z.string().optional().catch(undefined),
  offers: z.array(z.object({ name: z.string() })).optional().catch(undefined),
  key_words: z.string().optional().catch(undefined),
});

/**
 * A preValidation hook for POST /api/v1/generator: a stop word that is part of the business name, an offer or a
 * keyword is refused with a 400 naming both answers, in the customer's language, before anything is stored or
 * charged. The request schema refuses the same conflicts, in English, for every other way in.
 */
export async function refuseStopWordConflicts(request: FastifyRequest): Promise<void> {
  const answers = conflictAnswers.safeParse(request.body);
  if (!answers.success) return;
  const conflicts = stopWordConflicts(answers.data);
  if (conflicts.length === 0) return;
  const texts = stopWordConflictTexts[customerLanguage(request.headers['accept-language'])];
  const messages = conflicts.map(texts);
  const errors = conflicts.flatMap((conflict, index) => [
    { field: 'stop_words', message: messages[index]! },
    { field: conflict.field, message: messages[index]! },
  ]);
  throw new FieldsError(messages.join(' '), errors);
}
