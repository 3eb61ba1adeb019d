import type { FastifyReply, FastifyRequest } from 'fastify';

// C0 controls but tab, line feed and carriage return, and DEL. NUL breaks PostgreSQL text columns, and none of
// these belongs in a name, an email, a search or a description.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/** The dotted path of the first string holding a control character ("name", "items.2.title"), or undefined. */
export function controlCharacterField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? path || 'value' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterField(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses, with a 400 naming the field, any API request whose body, query or path parameters hold a control
 * character: every text field of the shared schemas, whatever route it reaches.
 */
export async function refuseControlCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const field = controlCharacterField(request.body) ?? controlCharacterField(request.query) ?? controlCharacterField(request.params);
  if (!field) return;
  const message = `The field “${field}” holds a control character (such as NUL); remove it and try again.`;
  await reply.code(400).send({ success: false, message, errors: [{ field, message }] });
}
