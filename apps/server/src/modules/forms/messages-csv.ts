import type { FormMessage } from '@sitecraft/shared/forms';

/** What a spreadsheet takes for the start of a formula (or, tab and CR, a way to one): such a cell gets an apostrophe first. */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: defused (see formulaStart), then quoted, inner quotes doubled (RFC 4180). */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

const columns = ['received_at', 'name', 'contact', 'message', 'read', 'folder', 'spam_reason'] as const;

/**
 * Messages as CSV for a spreadsheet: a byte-order mark so Excel reads UTF-8, CRLF line ends, every cell quoted and no
 * cell read as a formula, whatever a visitor typed.
 */
export function messagesCsv(messages: FormMessage[]): string {
  const rows = messages.map((message) =>
    [new Date(message.received_at).toISOString(), message.name, message.contact, message.message, message.read ? 'yes' : 'no', message.folder, message.spam_reason ?? ''].map(csvCell).join(','),
  );
  return `\uFEFF${[columns.join(','), ...rows].join('\r\n')}\r\n`;
}
