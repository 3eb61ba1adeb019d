import type { SectionData } from '../../../src/model/sections.ts';

/** The people of a family dental practice. */
export const teamFixture: SectionData<'team'> = {
  eyebrow: 'Our team',
  heading: 'Friendly faces, steady hands',
  lead: 'Most of us have worked together for over ten years, and we still remember your children’s names.',
  members: [
    { name: 'Dr Sarah Whitfield', role: 'Principal dentist', image: { file: 'images/team-sarah.jpg', alt: 'Dr Sarah Whitfield smiling in the treatment room', width: 800, height: 1000 } },
    { name: 'Dr Tomás Herrera', role: 'Implant surgeon', image: { file: 'images/team-tomas.jpg', alt: 'Dr Tomás Herrera with his arms folded', width: 800, height: 1000 } },
    { name: 'Aisha Bello', role: 'Dental hygienist', image: { file: 'images/team-aisha.jpg', alt: 'Aisha Bello in blue scrubs', width: 800, height: 1000 } },
    { name: 'Mark Olsen', role: 'Practice manager', image: { file: 'images/team-mark.jpg', alt: 'Mark Olsen at the reception desk', width: 800, height: 1000 } },
  ],
};
