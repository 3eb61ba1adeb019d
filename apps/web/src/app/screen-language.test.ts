import { describe, expect, it } from 'vitest';
import { screenLanguage } from './screen-language.ts';

describe('the language of each screen', () => {
  it('is English on the landing, the builder, My sites with the editor and inbox, template pages, pro messages and the confirmation page', () => {
    for (const path of ['/landing', '/builder', '/sites', '/sites/0b6d7c52-94a1-4f0e-8d3b-2c5e9f1a7b40/bakery.com', '/sites/0b6d7c52-94a1-4f0e-8d3b-2c5e9f1a7b40/bakery.com/inbox', '/template/1.html', '/pro/messages', '/0123456789abcdef0123456789ABCDEF01234567']) {
      expect(screenLanguage(path), path).toBe('en');
    }
  });

  it('is Russian on the account screens, the admin area, the screenshot tool, the redirect and unknown paths', () => {
    for (const path of ['/', '/login', '/register', '/verify-email/abc', '/resend-verification', '/forgot-password', '/reset-password/abc', '/admin', '/admin/accounts/1', '/screenshot-admin', '/nope', '/nope/deeper', '/landing/extra', '/sitesx']) {
      expect(screenLanguage(path), path).toBe('ru');
    }
  });
});
