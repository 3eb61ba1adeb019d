import { completedStatus, failureStatuses, findStage, streamStatuses } from '@sitecraft/shared/generation';

/** A progress message reduced to what the client acts on, whatever shape it came in. */
export interface ParsedMessage {
  trackId?: string;
  status?: string;
  /** The message when it is a string. */
  text?: string;
  /** The status inside a message object (the legacy processing_failed form). */
  innerStatus?: string;
  resultUrl?: string;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function resultUrlOf(fields: Fields): string | undefined {
  return stringField(fields, 's3Url') ?? stringField(fields, 'fileUrl');
}

function isKnownStatus(text: string): boolean {
  return (
    text === completedStatus ||
    (failureStatuses as readonly string[]).includes(text) ||
    (streamStatuses as readonly string[]).includes(text) ||
    findStage(text) !== undefined
  );
}

function fromText(text: string): ParsedMessage {
  const trimmed = text.trim();
  return isKnownStatus(trimmed) ? { status: trimmed } : { text };
}

/** Reads a message object (a parsed stream event or a status answer). */
export function parseMessageObject(fields: Fields): ParsedMessage {
  const inner = fields.message;
  const innerFields = isFields(inner) ? inner : undefined;
  return {
    trackId: stringField(fields, 'track_id'),
    status: stringField(fields, 'status'),
    text: typeof inner === 'string' ? inner : undefined,
    innerStatus: innerFields ? stringField(innerFields, 'status') : undefined,
    resultUrl: resultUrlOf(fields) ?? (innerFields ? resultUrlOf(innerFields) : undefined),
  };
}

/** Reads the data of a stream event: JSON (an object or a string) or a plain string. */
export function parseStreamData(data: unknown): ParsedMessage {
  if (isFields(data)) return parseMessageObject(data);
  if (typeof data !== 'string') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return fromText(data);
  }
  if (isFields(parsed)) return parseMessageObject(parsed);
  return typeof parsed === 'string' ? fromText(parsed) : fromText(data);
}

/** The N of a message that starts with 'Step N'. */
export function stepNumber(text: string | undefined): number | undefined {
  const match = text === undefined ? null : /^Step\s+(\d+)/.exec(text.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Whether the message ends the generation as completed: the completed status, or any message with a result link (legacy). */
export function isCompletion(message: ParsedMessage): boolean {
  return message.status === completedStatus || message.resultUrl !== undefined;
}

/** Whether the message ends the generation, completed or failed. */
export function isFinal(message: ParsedMessage): boolean {
  return isCompletion(message) || (failureStatuses as readonly (string | undefined)[]).includes(message.status) || message.innerStatus === 'processing_failed';
}
