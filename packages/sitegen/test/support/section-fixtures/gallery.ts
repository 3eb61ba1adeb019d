import type { SectionData } from '../../../src/model/sections.ts';

/** A florist's recent work. */
export const galleryFixture: SectionData<'gallery'> = {
  eyebrow: 'Portfolio',
  heading: 'Recent flowers',
  lead: 'Weddings, weekly office arrangements and a few bouquets we were especially proud of this season.',
  images: [
    { file: 'images/gallery-wedding-arch.jpg', alt: 'A wedding arch covered in white roses and eucalyptus', width: 1200, height: 900 },
    { file: 'images/gallery-bouquet.jpg', alt: 'A hand-tied bouquet of peach ranunculus and dahlias', width: 900, height: 1200 },
    { file: 'images/gallery-table.jpg', alt: 'Low table arrangements of wildflowers down a long dinner table', width: 1200, height: 800 },
    { file: 'images/gallery-shopfront.jpg', alt: 'Buckets of tulips outside the shop on a sunny morning', width: 1200, height: 900 },
    { file: 'images/gallery-buttonholes.jpg', alt: 'Six buttonholes of sweet peas laid out on linen', width: 1000, height: 1000 },
    { file: 'images/gallery-office.jpg', alt: 'A tall arrangement of branches and lilies in an office lobby', width: 900, height: 1200 },
  ],
};
