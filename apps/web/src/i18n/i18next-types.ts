// Typed keys for i18next (a .ts file, not a .d.ts: declaration files are not checked under skipLibCheck).
import type admin from './locales/ru/admin.json';
import type auth from './locales/ru/auth.json';
import type builder from './locales/ru/builder.json';
import type common from './locales/ru/common.json';
import type editor from './locales/ru/editor.json';
import type emailConfirmation from './locales/ru/emailConfirmation.json';
import type landing from './locales/ru/landing.json';
import type proMessages from './locales/ru/proMessages.json';
import type screenshots from './locales/ru/screenshots.json';
import type siteGaps from './locales/ru/siteGaps.json';
import type sites from './locales/ru/sites.json';
import type templates from './locales/ru/templates.json';

// Keys are typed from the Russian catalogue: a key missing there, or misspelt, fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      landing: typeof landing;
      templates: typeof templates;
      emailConfirmation: typeof emailConfirmation;
      builder: typeof builder;
      sites: typeof sites;
      editor: typeof editor;
      siteGaps: typeof siteGaps;
      proMessages: typeof proMessages;
      screenshots: typeof screenshots;
      admin: typeof admin;
    };
  }
}
