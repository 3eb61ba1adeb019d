import type { SiteGap } from '@sitecraft/shared/generation';
import { useId } from 'react';
import { Link } from 'react-router';
import { gapLines, type GapPlaces } from './gap-links.ts';
import { useSiteGapsTexts } from './site-gaps-texts.ts';

interface BeforeYouPublishProps {
  gaps: readonly SiteGap[];
  places: GapPlaces;
  /** The site's domain, named in the heading where a list is one of several. */
  host?: string | undefined;
  /** The heading's level where the list sits: 2 in a dialog or page, 3 inside a card. */
  level?: 2 | 3;
  /** A link was followed: a dialog closes, say. */
  onFollow?: () => void;
}

/**
 * "Before you publish": what the site could not know about the business and so wrote in general terms or left out,
 * one line per gap with a link to where to add the fact. Nothing at all when the owner gave everything.
 */
export function BeforeYouPublish({ gaps, places, host, level = 2, onFollow }: BeforeYouPublishProps) {
  const texts = useSiteGapsTexts();
  const headingId = useId();
  if (gaps.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="@container rounded-xl border border-amber-200 bg-amber-50/70 p-4 text-left" data-testid="before-you-publish">
      <Heading id={headingId} className="break-words text-base font-semibold text-amber-950">
        {host ? texts.headingFor(host) : texts.heading}
      </Heading>
      <p className="mt-1 text-sm text-amber-900">{texts.intro}</p>
      <ul className="mt-3 flex flex-col gap-2.5">
        {gapLines(texts, gaps, places).map((line) => (
          <li key={line.code} className="flex flex-col gap-0.5 text-sm @xl:flex-row @xl:items-baseline @xl:justify-between @xl:gap-3">
            <span className="text-slate-800">{line.text}</span>
            <Link to={line.to} onClick={onFollow} className="shrink-0 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800">
              {line.action} <span className="font-normal">{line.place}</span>
              {host && <span className="sr-only">{texts.forSite(host)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
