import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as generations from './002-generations.ts';
import * as adminAudit from './003-admin-audit.ts';
import * as mailDelivery from './004-mail-delivery.ts';
import * as generationLeases from './005-generation-leases.ts';
import * as publications from './006-publications.ts';
import * as siteVersions from './007-site-versions.ts';
import * as siteUploads from './008-site-uploads.ts';
import * as deletedGenerations from './009-deleted-generations.ts';
import * as deliveredMailBodies from './010-delivered-mail-bodies.ts';
import * as forms from './011-forms.ts';
import * as generatedSecrets from './012-generated-secrets.ts';
import * as domainBindings from './013-domain-bindings.ts';
import * as siteVisits from './014-site-visits.ts';
import * as generationQuality from './015-generation-quality.ts';
import * as formCorrections from './016-form-corrections.ts';
import * as tokenlessFormPosts from './017-tokenless-form-posts.ts';
import * as siteGaps from './018-site-gaps.ts';
import * as accountLanguage from './019-account-language.ts';
import * as bookings from './020-bookings.ts';
import * as bookingProposals from './021-booking-proposals.ts';

/** Every migration in order; the names are what the migrations table records. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-generations': generations,
  '003-admin-audit': adminAudit,
  '004-mail-delivery': mailDelivery,
  '005-generation-leases': generationLeases,
  '006-publications': publications,
  '007-site-versions': siteVersions,
  '008-site-uploads': siteUploads,
  '009-deleted-generations': deletedGenerations,
  '010-delivered-mail-bodies': deliveredMailBodies,
  '011-forms': forms,
  '012-generated-secrets': generatedSecrets,
  '013-domain-bindings': domainBindings,
  '014-site-visits': siteVisits,
  '015-generation-quality': generationQuality,
  '016-form-corrections': formCorrections,
  '017-tokenless-form-posts': tokenlessFormPosts,
  '018-site-gaps': siteGaps,
  '019-account-language': accountLanguage,
  '020-bookings': bookings,
  '021-booking-proposals': bookingProposals,
};
