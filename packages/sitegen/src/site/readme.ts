import type { RunPlan } from '../brief/plan.ts';
import type { SitePaths } from './paths.ts';

export interface ReadmeFacts {
  plan: RunPlan;
  paths: SitePaths;
  languages: readonly string[];
  notes: readonly string[];
  textProvider: string;
  imageProvider: string;
  credits: readonly string[];
}

/** The README at the root of the ZIP: what is inside, how to publish it, and any notes. */
export function readmeText(facts: ReadmeFacts): string {
  const { plan, paths } = facts;
  const pages = Object.values(paths.pages).join(', ');
  const lines = [
    '# Your websites',
    '',
    `This archive holds ${plan.sites.length} complete website${plan.sites.length === 1 ? '' : 's'}, one folder per domain: ${plan.sites.map((site) => site.host).join(', ')}.`,
    '',
    `Each site has these pages: ${pages}. It also has ${paths.sitemap}, robots.txt, ${paths.favicon}, one stylesheet (${paths.stylesheet}) and the pictures in ${paths.imagesDir}/.`,
    `Languages: ${facts.languages.join(' and ')}. Design: ${plan.design.label}.`,
    `Texts were written by the ${facts.textProvider}; pictures come from the ${facts.imageProvider}.`,
    '',
    '## Publishing',
    '',
    plan.php
      ? `Upload the contents of a domain's folder to the web root of a host with PHP 8.1 or newer. No PHP extension beyond those every PHP has (filter, pcre) is needed: mbstring and iconv are not. The contact form posts to ${paths.handler}, which checks every field and keeps each message in contact-messages.csv one level above the web root (the web server's user must be allowed to write there; set the CONTACT_STORE environment variable to keep the file elsewhere). A value that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) is stored with a leading apostrophe. Set the CONTACT_TO environment variable to an email address to receive the messages by mail as well (PHP's mail() needs a working sendmail on the host). The shared header and footer live in ${paths.includesDir}/.`
      : 'Upload the contents of a domain\'s folder to the web root of any static host. Every page works without JavaScript and without a server-side language.',
    `Configure the host to serve ${paths.pages.notFound} for missing pages.`,
  ];
  if (facts.notes.length > 0) lines.push('', '## Notes', '', ...facts.notes.map((note) => `- ${note}`));
  if (facts.credits.length > 0) lines.push('', '## Photo credits', '', ...facts.credits.map((credit) => `- ${credit}`));
  // The drawn pictures and icons carry Lucide's shapes, whose licence asks for its notice in every copy.
  lines.push('', '## Icons', '', 'The drawn pictures and icons use shapes from Lucide (https://lucide.dev), ISC licence, copyright (c) Lucide Icons and Contributors; some derive from Feather, MIT licence, copyright (c) 2013-present Cole Bemis.');
  return `${lines.join('\n')}\n`;
}
