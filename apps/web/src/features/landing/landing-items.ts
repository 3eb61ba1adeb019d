/** The landing's cards, in order; their texts are in the landing catalogue under the same ids. */
export const featureIcons = {
  copywriting: '✍️',
  pages: '🗂️',
  seo: '🔎',
  responsive: '📱',
  zip: '📦',
  publishing: '🚀',
} as const;

export const stepIds = ['describe', 'watch', 'launch'] as const;

export const testimonialIds = ['bakery', 'agency', 'clinic'] as const;
