import { BOOKING_PATH } from '@sitecraft/shared/bookings';

/**
 * What a generated page may do when served by us: load its own styles, pictures and fonts, and nothing else. No
 * script runs (there is none in a generated site), and the CSP sandbox puts the page in an opaque origin, so even a
 * published site served on the app's own origin can reach neither the app's storage nor its cookies.
 */
const GENERATED_SITE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; base-uri 'self'";

/**
 * Published pages: links and popups still work; the page can be framed only by us (My sites). A form may post only
 * to the site's own forms endpoint (`formAction`, when the site has a form, and the booking endpoint beside it: a
 * source with a path matches that path exactly) and to the site itself: browsers check form-action on the endpoint's
 * redirect too, which goes back to the site's thank-you page.
 */
export function publishedSiteCsp(formAction?: string): string {
  const formSources = formAction ? `'self' ${formAction} ${formAction}/${BOOKING_PATH}` : "'self'";
  return `${GENERATED_SITE_POLICY}; form-action ${formSources}; frame-ancestors 'self'; sandbox allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation`;
}

export const PUBLISHED_SITE_CSP = publishedSiteCsp();

/**
 * The owner's preview (My sites' thumbnails and Open): the same policy, framed only by the app. It keeps the app's
 * origin (allow-same-origin) because its styles and pictures are authorised by the session cookie, which an opaque
 * origin's requests do not carry; with no script allowed (no allow-scripts, no script source) the page can still read
 * nothing of the app.
 */
export const PREVIEW_CSP = `${GENERATED_SITE_POLICY}; form-action 'none'; frame-ancestors 'self'; sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation`;

/**
 * The headers of every file of a generated site we serve. The sandboxed page has an opaque origin, so its own styles
 * and pictures are cross-origin to it: the app's `Cross-Origin-Resource-Policy: same-origin` would block them all.
 */
export function generatedSiteHeaders(csp: string): Record<string, string> {
  return { 'content-security-policy': csp, 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' };
}
