// `npm run screenshots`: the README's pictures (docs/images/): the builder's step 2 with a business's own facts
// typed in, and the home page of the site generated from that brief, at desktop width and on a phone. It runs the
// compiled product (`npm run build` first) on a temporary data directory, signed in with the DEV button.
import fs from 'node:fs';
import path from 'node:path';
import { authTexts } from '@sitecraft/shared/auth';
import { launchChromium, waitForRoute } from '../e2e/support/chromium.ts';
import { generateAndPublish, ownerApi } from '../e2e/support/owner-api.ts';
import { startProductServer } from '../e2e/support/product-server.ts';

const imagesDir = path.resolve(import.meta.dirname, '../docs/images');
const brief = {
  site_theme: 'Pet Care',
  business_name: 'Muddy Paws Grooming',
  description: 'A dog grooming salon in Bristol: calm, cage-free grooming by appointment, one dog at a time.',
  offers: [
    { name: 'Full groom', price: 'from £45' },
    { name: 'Bath and brush', price: 'from £30' },
    { name: 'Puppy introduction', price: '£25' },
    { name: 'Nail trim', price: '£10' },
  ],
  contact_country: 'United Kingdom',
  contact_address: '14 Gloucester Road, Bristol BS7 8AE',
  contact_phone: '+44 117 496 0123',
  contact_email: 'hello@muddypaws.example',
  opening_hours: { days: ['tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, opens: '08:30', closes: '17:00' })), note: 'By appointment' },
  key_words: 'dog grooming Bristol, cage-free grooming',
  stop_words: '',
  design_style: 'Minimalist',
  features: 'Calm, friendly, photos of happy dogs',
};

const save = (name: string) => {
  const file = path.join(imagesDir, `${name}.png`);
  console.log(`ok ${path.relative(process.cwd(), file)}`);
  return file;
};

fs.mkdirSync(imagesDir, { recursive: true });
const server = await startProductServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.goto(`${server.url}/#/login`);
  await page.getByRole('button', { name: authTexts.devLogin }).click();
  await waitForRoute(page, /^#\/builder$/);

  // The theme tile jumps to step 3; Back leads to step 2, the description and the facts.
  await page.getByRole('button', { name: brief.site_theme, exact: true }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Theme description').fill(brief.description);
  await page.getByLabel('Business name (optional)').fill(brief.business_name);
  await page.getByLabel('What you offer (optional)').fill(brief.offers.map((offer) => `${offer.name} – ${offer.price}`).join('\n'));
  await page.screenshot({ path: save('builder') });

  const { publishedUrl } = await generateAndPublish(ownerApi(page, server.url), 'muddypaws.example', brief);
  const site = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await site.goto(publishedUrl, { waitUntil: 'load' });
  await site.screenshot({ path: save('site') });
  await site.setViewportSize({ width: 390, height: 844 });
  await site.screenshot({ path: save('site-phone') });
} finally {
  await browser.close();
  await server.stop();
}
