import type { SectionData } from '../../../src/model/sections.ts';

/** Why customers pick a local plumbing and heating firm: four reasons with icons and proof. */
export const highlightsFixture: SectionData<'highlights'> = {
  eyebrow: 'Why Hartley & Sons',
  heading: 'A plumber who turns up when they say they will',
  lead: 'Three generations of heating engineers in Sheffield, and the same simple promises on every job, big or small.',
  items: [
    {
      title: 'Fixed price, agreed first',
      text: 'You get a written quote before we pick up a spanner. No hourly meter running and no surprises on the invoice.',
      icon: 'receipt',
      detail: 'Free quotes',
      image: { file: 'images/highlight-quote.jpg', alt: 'An engineer going through a written quote with a customer at her kitchen table', width: 1200, height: 800 },
      href: 'pricing.html',
    },
    {
      title: 'Same-day call-outs',
      text: 'Burst pipe or no hot water? Ring before noon and an engineer is at your door the same day, weekends included.',
      icon: 'clock',
      detail: 'Mon–Sun, 7–21',
      image: { file: 'images/highlight-van.jpg', alt: 'A Hartley & Sons van parked outside a terraced house', width: 1200, height: 800 },
      href: 'emergency.html',
    },
    {
      title: 'Gas Safe registered',
      text: 'Every engineer carries a Gas Safe ID card, and every boiler we fit is registered with the manufacturer for you.',
      icon: 'shield-check',
      detail: 'Reg. no. 512 894',
      image: { file: 'images/highlight-boiler.jpg', alt: 'A newly fitted white combi boiler with neatly clipped copper pipes', width: 1200, height: 800 },
      href: 'about.html',
    },
    {
      title: 'Two-year workmanship guarantee',
      text: 'If anything we fitted goes wrong within two years, we come back and put it right at no cost to you.',
      icon: 'badge-check',
      detail: '24-month guarantee',
      image: { file: 'images/highlight-tools.jpg', alt: 'A tidy tool bag with pipe wrenches and a pressure gauge', width: 1200, height: 800 },
      href: 'guarantee.html',
    },
  ],
};
