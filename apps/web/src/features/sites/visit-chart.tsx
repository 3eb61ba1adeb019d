import type { StatsDay } from '@sitecraft/shared/site-stats';
import { useId } from 'react';
import { useFormats } from '../../i18n/use-formats.ts';
import { useVisitStatsTexts } from './visit-stats-texts.ts';

/** Each day's slot in the drawing's own units; the drawing is stretched to the width it is given. */
const SLOT = 10;
const HEIGHT = 100;

/** The top of the scale: 1, 2, 4 or 10 times a power of ten, at least 4, so its half is a whole number too. */
function scaleTop(largest: number): number {
  const value = Math.max(largest, 4);
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 4, 10].map((step) => step * power).find((top) => top >= value)!;
}

/**
 * Page views (wide bars) and unique visitors (narrow bars inside them) per day, drawn as SVG from the data and stretched
 * to the width at hand; the axis labels are text beside it, so they stay readable on a phone. Screen readers get the
 * drawing as one picture with a sentence of its totals; the page's Table view holds every number.
 */
export function VisitChart({ days }: { days: StatsDay[] }) {
  const visitStatsTexts = useVisitStatsTexts();
  const { utcDay } = useFormats();
  const dayLabel = (day: string) => utcDay.format(Date.parse(day));
  const titleId = useId();
  const top = scaleTop(Math.max(...days.map((day) => day.views)));
  const heightOf = (value: number) => (value / top) * HEIGHT;
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const busiest = days.reduce<StatsDay | undefined>((best, day) => (day.views > (best?.views ?? 0) ? day : best), undefined);
  // Today and every seventh day before it.
  const labelled = days.map((day, index) => ({ day, index })).filter(({ index }) => (days.length - 1 - index) % 7 === 0);

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-48 w-10 shrink-0 text-xs text-slate-600">
          {[top, top / 2, 0].map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - (tick / top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} className="block h-48 w-full overflow-visible">
            <title id={titleId}>{visitStatsTexts.chartSummary(total, busiest && { day: dayLabel(busiest.day), views: busiest.views })}</title>
            {[0, HEIGHT / 2, HEIGHT].map((y) => (
              <line key={y} x1={0} x2={days.length * SLOT} y1={y} y2={y} vectorEffect="non-scaling-stroke" className="stroke-slate-200" />
            ))}
            {days.map((day, index) => (
              <g key={day.day}>
                <title>{visitStatsTexts.barTitle(dayLabel(day.day), day.views, day.visitors)}</title>
                <rect x={index * SLOT + 1.5} width={SLOT - 3} y={HEIGHT - heightOf(day.views)} height={heightOf(day.views)} className="fill-brand-500" />
                <rect x={index * SLOT + 3} width={SLOT - 6} y={HEIGHT - heightOf(day.visitors)} height={heightOf(day.visitors)} className="fill-brand-900" />
              </g>
            ))}
          </svg>
          <div aria-hidden="true" className="relative mt-1 h-5 text-xs text-slate-600">
            {labelled.map(({ day, index }) => (
              <span
                key={day.day}
                className={`absolute whitespace-nowrap ${index === days.length - 1 ? '-translate-x-full' : '-translate-x-1/2'}`}
                style={{ left: `${index === days.length - 1 ? 100 : ((index + 0.5) / days.length) * 100}%` }}
              >
                {dayLabel(day.day)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-500" />
          {visitStatsTexts.views}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-900" />
          {visitStatsTexts.visitors}
        </span>
      </figcaption>
    </figure>
  );
}
