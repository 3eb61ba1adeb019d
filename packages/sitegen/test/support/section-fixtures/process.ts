import type { SectionData } from '../../../src/model/sections.ts';

/** How a kitchen fitting firm works, from the first call to the finished kitchen. */
export const processFixture: SectionData<'process'> = {
  eyebrow: 'How it works',
  heading: 'From first call to first dinner',
  lead: 'One team and one fixed price from start to finish, with no surprises along the way.',
  items: [
    {
      title: 'Free home visit',
      text: 'We measure the room, talk through how you cook and live, and bring door and worktop samples to see in your own light.',
      icon: 'ruler',
      detail: 'Week 1',
      image: { file: 'images/process-visit.jpg', alt: 'A designer measuring a kitchen wall with a tape measure', width: 1200, height: 800 },
      href: 'how-we-work.html#visit',
    },
    {
      title: 'Design & fixed quote',
      text: 'You receive a 3D drawing and an itemised quote within five days. We adjust it until it feels right.',
      icon: 'pencil-ruler',
      detail: 'Week 2',
      image: { file: 'images/process-design.jpg', alt: 'A 3D drawing of a kitchen on a laptop screen', width: 1200, height: 800 },
      href: 'how-we-work.html#design',
    },
    {
      title: 'Fitting',
      text: 'Our own carpenters, plumber and electrician fit everything in about ten working days, and tidy up every evening.',
      icon: 'hammer',
      detail: 'Weeks 6–8',
      image: { file: 'images/process-fitting.jpg', alt: 'A carpenter fitting a cabinet door', width: 1200, height: 800 },
      href: 'how-we-work.html#fitting',
    },
    {
      title: 'Handover & aftercare',
      text: 'We walk you through every appliance, then come back after three months to adjust doors and hinges for free.',
      icon: 'shield-check',
      detail: '10-year guarantee',
      image: { file: 'images/process-handover.jpg', alt: 'A couple cooking together in their new kitchen', width: 1200, height: 800 },
      href: 'how-we-work.html#aftercare',
    },
  ],
};
