import { describe, expect, it } from 'vitest';
import { contactHref, firstLine } from './message-display.ts';

describe('contactHref', () => {
  it('answers an email address by mail', () => {
    expect(contactHref(' anna@example.com ')).toBe('mailto:anna@example.com');
  });

  it('calls a phone number with its digits alone, keeping an international +', () => {
    expect(contactHref('+351 (21) 123-45.67')).toBe('tel:+351211234567');
    expect(contactHref('021 123 4567')).toBe('tel:0211234567');
  });
});

describe('firstLine', () => {
  it('shows the first line with text, trimmed, whatever the line ends', () => {
    expect(firstLine('\r\n  \r\n  Hello there  \r\nSecond line')).toBe('Hello there');
    expect(firstLine('One line')).toBe('One line');
  });

  it('is empty for a message of blank lines', () => {
    expect(firstLine(' \n \n')).toBe('');
  });
});
