/** Texts of the landing page; the spec's quoted ones are exact. */
export const landingTexts = {
  startBuilding: 'Start Building Now',
  tryFree: 'Try for Free',
  galleryTitle: 'Made with AI',
  createWebsite: 'Create your website',
} as const;

export const features = [
  { icon: '✍️', title: 'AI Copywriting', text: 'Headlines, service pages and three blog articles written for your business, in your language, with your keywords.' },
  { icon: '🗂️', title: 'Complete Multi-page Sites', text: 'Home, products, services, about, contact, blog, privacy and 404 — every page linked and ready.' },
  { icon: '🔎', title: 'SEO Built In', text: 'Titles, descriptions, Open Graph, structured data and a sitemap on every page, from the first draft.' },
  { icon: '📱', title: 'Responsive by Default', text: 'Layouts that read well on a 360-pixel phone and a 4K monitor alike, with no script needed to read them.' },
  { icon: '📦', title: 'Download as ZIP', text: 'Plain HTML or PHP you own outright. Upload it to any host; no lock-in, no monthly fee to keep it online.' },
  { icon: '🚀', title: 'Instant Publishing', text: 'Publish a finished site from My sites in one click and share its link; republish or take it offline any time.' },
] as const;

export const steps = [
  { title: 'Describe your site', text: 'Pick a theme and a style, add your contacts, keywords and domain in eight short steps.' },
  { title: 'Watch it being built', text: 'The AI writes the copy, draws the images and lays out every page while you watch the progress live.' },
  { title: 'Download and launch', text: 'Get a ZIP with the finished site in under 3 minutes and put it online wherever you like.' },
] as const;

export const testimonials = [
  { quote: 'I described my bakery on my lunch break and had a six-page site with a blog before my coffee got cold.', name: 'Marta Kowalska', role: 'Owner, Słodki Kącik bakery' },
  { quote: 'We launch landing pages for every campaign. What took our agency two days now takes three minutes and a review.', name: 'Daniel Okafor', role: 'Growth lead, Brightline Media' },
  { quote: 'The Russian and English versions came out natural, with the right keywords. Our clinic finally ranks locally.', name: 'Ирина Соколова', role: 'Manager, Clinic Zdorovye' },
] as const;
