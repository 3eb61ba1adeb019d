/** Texts of a site's visit statistics (/sites/<trackId>/<host>/stats) and of its link on the site cards. */
export const visitStatsTexts = {
  link: 'Visit statistics',
  back: '← My sites',
  title: (host: string) => `Visits to ${host}`,
  intro:
    'Page views and unique visitors of the last 30 days, counted by our server as it serves your pages: no cookie, no script, no address kept. Bots and prefetches are not counted. A visit shows here within about two minutes.',
  loading: 'Loading the statistics…',
  loadFailed: 'The statistics could not be loaded.',
  noAnswer: (detail: string) => `The server did not answer (${detail}). Check your connection and try again.`,
  retry: 'Try again',
  nothingYet: 'No page views in the last 30 days yet.',
  totalViews: 'Page views, 30 days',
  visitorsToday: 'Unique visitors today',
  daysTitle: 'The last 30 days (UTC)',
  showAs: 'Show as',
  chart: 'Chart',
  table: 'Table',
  views: 'Page views',
  visitors: 'Unique visitors',
  day: 'Day',
  /** The chart as one sentence, for screen readers; the Table button shows every number. */
  chartSummary: (views: number, busiest: { day: string; views: number } | undefined) =>
    `Bar chart of page views and unique visitors per day over the last 30 days: ${views} page views in all${busiest ? `, the most on ${busiest.day} (${busiest.views})` : ''}. Choose Table for every day’s numbers.`,
  barTitle: (day: string, views: number, visitors: number) => `${day}: ${views} page views, ${visitors} unique visitors`,
  pagesTitle: 'Most viewed pages',
  page: 'Page',
  noPages: 'No page has been viewed yet.',
  referrersTitle: 'Sites that sent visitors',
  referrer: 'Site',
  noReferrers: 'No other site has sent visitors yet.',
} as const;
