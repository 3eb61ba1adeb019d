import { describe, expect, it } from 'vitest';
import { isConfirmationCode } from '@sitecraft/shared/email-confirmation';

const hex40 = '0123456789abcdef0123456789abcdef01234567';

describe('the /:token route rule', () => {
  it.each([hex40, hex40.toUpperCase(), 'aBcDeF0123456789AbCdEf0123456789aBcDeF01'])('%s (40 hex characters, any case) is a code', (segment) => {
    expect(isConfirmationCode(segment)).toBe(true);
  });

  it.each([hex40.slice(1), `${hex40}0`, `${hex40.slice(1)}g`, `${hex40.slice(0, 20)}/${hex40.slice(20)}`, ` ${hex40.slice(1)}`, '', undefined])(
    '%s is not a code',
    (segment) => {
      expect(isConfirmationCode(segment)).toBe(false);
    },
  );
});
