import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers unsafe input itself (the forms endpoint: with the site's own problem page, not JSON). */
    refusesUnsafeInputItself?: boolean;
  }
}

// C0 controls but tab, line feed and carriage return, and DEL. NUL breaks PostgreSQL text columns, and none of
// these belongs in a name, an email, a search or a description.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/** Arrays and objects inside one another; no request of the API comes near it, and deeper bodies only cost. */
export const MAX_NESTING = 32;

export type BodyFault = { kind: 'control-character' | 'too-deep'; field: string };

/**
 * The first fault of a request value in document order: a string holding a control character, or arrays and objects
 * nested deeper than MAX_NESTING. Walked with a stack of its own, so no body can exhaust the call stack.
 */
export function findBodyFault(value: unknown): BodyFault | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      if (controlCharacter.test(item)) return { kind: 'control-character', field: path || 'value' };
      continue;
    }
    // A picture's bytes (an upload's Buffer body) are no text to look into.
    if (!item || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    if (depth >= MAX_NESTING) return { kind: 'too-deep', field: path || 'value' };
    const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The refusals' messages (English), by fault. */
export const unsafeInputTexts: Record<BodyFault['kind'], (field: string) => string> = {
  'control-character': (field) => `The field “${field}” holds a control character (such as NUL); remove it and try again.`,
  'too-deep': (field) => `The field “${field}” is nested too deeply: at most ${MAX_NESTING} levels of arrays and objects are accepted.`,
};

/** The first fault of a request's body, query or path parameters (see findBodyFault). */
export function requestFault(request: FastifyRequest): BodyFault | undefined {
  return findBodyFault(request.body) ?? findBodyFault(request.query) ?? findBodyFault(request.params);
}

/**
 * Refuses, with a 400 naming the field, any API request whose body, query or path parameters hold a control
 * character (every text field of the shared schemas, whatever route it reaches) or nest deeper than MAX_NESTING;
 * a route whose config says it refuses them itself is left to do so.
 */
export async function refuseUnsafeInput(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.routeOptions.config.refusesUnsafeInputItself) return;
  const fault = requestFault(request);
  if (!fault) return;
  const message = unsafeInputTexts[fault.kind](fault.field);
  await reply.code(400).send({ success: false, message, errors: [{ field: fault.field, message }] });
}
