import type { SectionData } from '../../../src/model/sections.ts';

/** A neighbourhood hair salon's services, with prices and appointment lengths. */
export const servicesFixture: SectionData<'services'> = {
  eyebrow: 'Services',
  heading: 'Cuts, colour and everything in between',
  lead: 'Every appointment starts with a proper consultation, so you leave with hair that suits the way you actually live.',
  items: [
    {
      title: 'Cut & finish',
      text: 'A precision cut shaped to your face and hair type, with a wash, scalp massage and a blow-dry you can recreate at home.',
      icon: 'scissors',
      detail: 'from €45',
      image: { file: 'images/service-cut.jpg', alt: 'A stylist trimming the ends of a client’s shoulder-length hair', width: 1200, height: 800 },
      href: 'services/cut-and-finish.html',
    },
    {
      title: 'Colour & gloss',
      text: 'Full colour, root touch-ups and glossing treatments using ammonia-free dyes that keep your hair soft and shiny.',
      icon: 'palette',
      detail: 'from €70',
      image: { file: 'images/service-colour.jpg', alt: 'Bowls of hair colour and brushes laid out on a salon trolley', width: 1200, height: 800 },
      href: 'services/colour.html',
    },
    {
      title: 'Balayage',
      text: 'Hand-painted highlights that grow out gracefully, so you can go three or four months between visits.',
      icon: 'sparkles',
      detail: 'from €140',
      image: { file: 'images/service-balayage.jpg', alt: 'Long wavy hair with soft caramel balayage highlights', width: 1200, height: 800 },
      href: 'services/balayage.html',
    },
    {
      title: 'Blow-dry & styling',
      text: 'Smooth, bouncy or beach waves: a quick pick-me-up before a dinner, an interview or a long weekend away.',
      icon: 'wind',
      detail: '30 min · €30',
      image: { file: 'images/service-blowdry.jpg', alt: 'A stylist blow-drying a client’s hair with a round brush', width: 1200, height: 800 },
      href: 'services/blow-dry.html',
    },
    {
      title: 'Children’s cuts',
      text: 'Patient, quick and fun cuts for under-twelves, with a comic to read and a lollipop at the end.',
      icon: 'baby',
      detail: '€22',
      image: { file: 'images/service-kids.jpg', alt: 'A smiling boy in a salon chair getting his fringe trimmed', width: 1200, height: 800 },
      href: 'services/childrens-cuts.html',
    },
    {
      title: 'Bridal & occasion hair',
      text: 'A trial session, then we come to you on the day with everything needed for the bride and up to four guests.',
      icon: 'crown',
      detail: 'from €180',
      image: { file: 'images/service-bridal.jpg', alt: 'A bride’s braided updo decorated with small white flowers', width: 1200, height: 800 },
      href: 'services/bridal.html',
    },
  ],
  more: { label: 'See all services and prices', href: 'services.html' },
};
