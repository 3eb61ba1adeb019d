import { useSitesTexts } from './sites-texts.ts';

/** The site a button acts on, read by screen readers after its visible word ("Publish" → "Publish example.com"). */
export function ForSite({ domains }: { domains: string }) {
  const sitesTexts = useSitesTexts();
  return <span className="sr-only">{sitesTexts.forSite(domains)}</span>;
}
