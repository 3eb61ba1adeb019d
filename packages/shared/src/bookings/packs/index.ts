import { en } from './en.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';
import { be } from './be.ts';
import { kk } from './kk.ts';
import { uz } from './uz.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { cs } from './cs.ts';
import { sk } from './sk.ts';
import { sl } from './sl.ts';
import { hr } from './hr.ts';
import { sr } from './sr.ts';
import { bg } from './bg.ts';
import { ro } from './ro.ts';
import { hu } from './hu.ts';
import { el } from './el.ts';
import { tr } from './tr.ts';
import { az } from './az.ts';
import { ka } from './ka.ts';
import { hy } from './hy.ts';
import { he } from './he.ts';
import { ar } from './ar.ts';
import { fa } from './fa.ts';
import { ur } from './ur.ts';
import { hi } from './hi.ts';
import { bn } from './bn.ts';
import { ta } from './ta.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';
import { id } from './id.ts';
import { ms } from './ms.ts';
import { tl } from './tl.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { sv } from './sv.ts';
import { no } from './no.ts';
import { da } from './da.ts';
import { fi } from './fi.ts';
import { et } from './et.ts';
import { lv } from './lv.ts';
import { lt } from './lt.ts';
import { sw } from './sw.ts';
import { af } from './af.ts';
import { ca } from './ca.ts';
import { formLanguageOf, type FormLanguage } from '../../forms/packs/index.ts';
import type { BookingTexts } from './types.ts';

/** Every language's booking texts, by code: the contact form's languages (a language left out fails typecheck). */
export const bookingTexts: Readonly<Record<FormLanguage, BookingTexts>> = { en, ru, uk, be, kk, uz, de, fr, es, it, pt, nl, pl, cs, sk, sl, hr, sr, bg, ro, hu, el, tr, az, ka, hy, he, ar, fa, ur, hi, bn, ta, th, vi, id, ms, tl, zh, ja, ko, sv, no, da, fi, et, lv, lt, sw, af, ca };

/** The booking texts for a page or post language: its own, English for a language the product does not carry. */
export function bookingTextsFor(code: string | undefined): BookingTexts {
  return bookingTexts[formLanguageOf(code)];
}
