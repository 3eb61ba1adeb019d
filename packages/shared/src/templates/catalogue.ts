/** The gallery's categories, each with the colour its badge and card accent use (white text on each passes WCAG AA). */
export const templateCategories = {
  Gaming: '#7c3aed',
  Креатив: '#be185d',
  Технологии: '#2563eb',
  Бизнес: '#0f766e',
  Медицина: '#047857',
  Cybersecurity: '#0e7490',
  '3D Website': '#c2410c',
} as const;

export type TemplateCategory = keyof typeof templateCategories;

export interface TemplateEntry {
  id: number;
  title: string;
  description: string;
  category: TemplateCategory;
  /** The file under /examples/ that holds the page. */
  fileName: string;
  /** The preview image under /examples/images/. */
  previewImage: string;
}

function entry(id: number, title: string, category: TemplateCategory, description: string, fileName = `${id}.html`): TemplateEntry {
  const previewImage = `/examples/images/${fileName.replace(/\.html$/, '.png')}`;
  return { id, title, description, category, fileName, previewImage };
}

/** The 23 example templates of the public gallery, in display order. */
export const templateCatalogue: readonly TemplateEntry[] = [
  entry(1, 'Nova Arena', 'Gaming', 'Esports team site with roster, match schedule and sponsor wall.'),
  entry(2, 'Atelier Lumière', 'Креатив', 'Editorial portfolio for a boutique design studio.'),
  entry(3, 'Quantum Cloud', 'Технологии', 'SaaS landing page with pricing tiers and an integrations grid.'),
  entry(4, 'Sterling & Co', 'Бизнес', 'Management consultancy with case studies and a partner team.'),
  entry(5, 'MediCare Clinic', 'Медицина', 'Family clinic with departments, doctors and appointment hours.'),
  entry(6, 'Cipher Shield', 'Cybersecurity', 'Managed security provider with threat stats and service plans.'),
  entry(7, 'Prism 3D', '3D Website', 'Product showcase built around a rotating CSS 3D prism.'),
  entry(8, 'Verdant Café', 'Бизнес', 'Plant-based café with a seasonal menu, hours and location.'),
  entry(9, 'Pixel Forge', 'Gaming', 'Indie game studio with a retro pixel look and a devlog.'),
  entry(10, 'Studio Mono', 'Креатив', 'Black-and-white photography portfolio with a masonry gallery.'),
  entry(11, 'DataPulse', 'Технологии', 'Analytics platform with live-looking dashboards and metrics.'),
  entry(12, 'Harbor Legal', 'Бизнес', 'Law firm with practice areas, attorneys and a consultation form.'),
  entry(13, 'DentaSmile', 'Медицина', 'Friendly dental practice with treatments and a price list.'),
  entry(14, 'ZeroTrust Labs', 'Cybersecurity', 'Penetration-testing firm with a terminal aesthetic.'),
  entry(15, 'Orbit Motion', '3D Website', 'Electric scooter launch page with an orbiting 3D scene.'),
  entry(16, 'Summit Fitness', 'Бизнес', 'Fitness club with class timetable, coaches and memberships.'),
  entry(17, 'Echo Records', 'Креатив', 'Independent music label with releases and tour dates.'),
  entry(18, 'RoboCore', 'Технологии', 'Industrial robotics maker with product specs and use cases.'),
  entry(19, 'Luxe Estates', 'Бизнес', 'Luxury real estate agency with featured properties.'),
  entry(20, 'NeuroLab', 'Медицина', 'Neuroscience research lab with studies, team and publications.'),
  entry(21, 'Dragon Realm', 'Gaming', 'Fantasy online game with classes, world map and launch trailer.'),
  entry(22, 'Aurora 3D', '3D Website', 'Immersive agency page with a canvas-drawn 3D aurora field.', 'aurora-3d.html'),
  entry(23, 'Sentinel SOC', 'Cybersecurity', 'Security operations centre with an incident-response timeline.', 'sentinel-soc.html'),
];

/** The entry for a file name, or undefined for anything not in the catalogue. */
export function findTemplate(fileName: string): TemplateEntry | undefined {
  return templateCatalogue.find((template) => template.fileName === fileName);
}
