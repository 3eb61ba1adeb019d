import { sitesTexts } from './sites-texts.ts';

/** The site a button acts on, read by screen readers after its visible word ("Publish" → "Publish example.com"). */
export function ForSite({ domains }: { domains: string }) {
  return <span className="sr-only">{sitesTexts.forSite(domains)}</span>;
}
