/**
 * A link that answers a visitor: mailto: for an email address, tel: for a phone number (its digits and a leading +,
 * as dialers want them). The form accepts only these two kinds (see isEmailOrPhone).
 */
export function contactHref(contact: string): string {
  const value = contact.trim();
  if (value.includes('@')) return `mailto:${value}`;
  return `tel:${value.startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`;
}

/** The first line of a message with text on it, for the list: the rest shows when the message is opened. */
export function firstLine(message: string): string {
  return (
    message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}
