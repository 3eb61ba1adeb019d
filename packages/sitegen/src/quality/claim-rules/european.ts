import { hourKeys } from './english.ts';
import { numberPattern } from './numbers.ts';
import { words, type ClaimRule } from './rule.ts';

/** The claims catalogue in German: the main classes, for the AI writer's German texts. */
export const germanRules: readonly ClaimRule[] = [
  { kind: 'response_time', pattern: words(`(?:innerhalb|binnen)\\s+(?:von\\s+)?(?:${numberPattern('de')}|eines|einer)\\s+(?:Werktag\\p{L}*|Arbeitstag\\p{L}*|Stunde\\p{L}*|Minute\\p{L}*|Tag\\p{L}*)|(?:24|48)\\s?(?:h|Std\\.)`) },
  { kind: 'turnaround', pattern: words('(?:am )?(?:selben|gleichen|nächsten) (?:Tag|Werktag)|Expresslieferung|Express-Service'), keys: (text) => (/nächst/iu.test(text) ? ['turnaround:next-day'] : ['turnaround:same-day']) },
  { kind: 'guarantee', pattern: words('garantie~|garantier~|Gewährleistung~|Geld[- ]zurück'), unless: /keine Garantie|nicht garantier/i },
  { kind: 'deposit', pattern: words('Anzahlung~|Vorkasse|Vorauszahlung~|Kaution|Stornogebühr~'), unless: /Mietkaution/i },
  { kind: 'years', pattern: words(`seit\\s+(?:19|20)\\d\\d|gegründet\\s+(?:im Jahr\\s+)?(?:19|20)\\d\\d|(?:über|mehr als)?\\s*${numberPattern('de')}\\+?\\s+Jahr\\p{L}*\\s+(?:Erfahrung|Berufserfahrung|am Markt|Tradition)|jahrzehntelang~|Jahrzehnt\\p{L}* Erfahrung`) },
  { kind: 'count', pattern: words(`(?:über |mehr als |bis zu |maximal |höchstens )?(?:${numberPattern('de', true)}|Hunderte|Tausende)(?:\\s+\\p{L}+)?\\s+(?:Kunden|Kundinnen|Patienten|Schüler(?:innen)?|Gäste|Paare|Projekte|Hochzeiten|Hunde|Schritte|Mitarbeiter(?:innen)?|Bewertungen|Sterne)`) },
  { kind: 'free', pattern: words('kostenlos~|gratis|umsonst|unverbindlich~|ohne Aufpreis'), keys: (text) => [`free:${text.toLocaleLowerCase().slice(0, 5)}`] },
  { kind: 'superlative', pattern: words('(?:der|die|das|den|dem)\\s+beste(?:n|r|s|m)?|Nummer (?:1|eins)|Nr\\.\\s?1|führende~|unschlagbar~|erstklassig~|preiswerteste~|günstigste~') },
  { kind: 'certification', pattern: words('zertifiziert~|lizenziert~|akkreditiert~|versichert|preisgekrönt~|ausgezeichnet~|Auszeichnung~|Meisterbetrieb|TÜV[- ]geprüft') },
  { kind: 'policy', pattern: words('wir (?:\\p{L}+ )?(?:immer|niemals|nie)|nach jede[mnr]? (?:Besuch|Termin|Auftrag|Spaziergang)|jede (?:Nachricht|Anfrage)|ohne versteckte~|persönliche[rn]? Ansprechpartner') },
  { kind: 'hours', pattern: words('rund um die Uhr|24/7|sieben Tage die Woche|täglich geöffnet|(?:auch )?(?:samstags|sonntags|am Wochenende) geöffnet'), keys: (text) => hourKeys(text.replace(/täglich|sieben Tage/i, 'every day').replace(/samstags/i, 'saturday').replace(/sonntags/i, 'sunday').replace(/Wochenende/i, 'weekend')) },
];

/** The claims catalogue in French. */
export const frenchRules: readonly ClaimRule[] = [
  { kind: 'response_time', pattern: words(`(?:sous|en moins de|dans les|sous un délai de)\\s+(?:${numberPattern('fr')}\\s+)?(?:heures?|h|jours? ouvrés?|jours?|minutes?)|(?:24|48)\\s?h`), unless: /24h\/24|24\/7|24 ?h sur 24/i },
  { kind: 'turnaround', pattern: words('le jour même|le lendemain|livraison express'), keys: (text) => (/lendemain/iu.test(text) ? ['turnaround:next-day'] : ['turnaround:same-day']) },
  { kind: 'guarantee', pattern: words('garanti~|satisfait ou rembours~'), unless: /aucune garantie|ne (?:peut|peuvent) garantir/i },
  { kind: 'deposit', pattern: words('acompte~|arrhes|prépaiement~|paiement d\'avance|caution|frais d\'annulation') },
  { kind: 'years', pattern: words(`depuis\\s+(?:19|20)\\d\\d|fondée?s?\\s+en\\s+(?:19|20)\\d\\d|(?:plus de\\s+)?${numberPattern('fr')}\\+?\\s+ans\\s+d['’](?:expérience|existence)|des décennies`) },
  { kind: 'count', pattern: words(`(?:plus de |jusqu'à |au maximum )?(?:${numberPattern('fr')}|des centaines de|des milliers de)(?:\\s+\\p{L}+)?\\s+(?:clients?|clientes?|patients?|élèves|étudiants|couples|projets|mariages|chiens|étapes|avis|étoiles|collaborateurs)`) },
  { kind: 'free', pattern: words('gratuit~|offert~|sans frais'), keys: (text) => [`free:${text.toLocaleLowerCase().slice(0, 5)}`] },
  { kind: 'superlative', pattern: words('(?:le|la|les) meilleur~|numéro (?:1|un)|n°\\s?1|leader~|imbattable~|inégalé~|le moins cher') },
  { kind: 'certification', pattern: words('certifié~|agréé~|labellisé~|accrédité~|assuré~|primé~|récompensé~') },
  { kind: 'policy', pattern: words('nous (?:\\p{L}+ )?(?:toujours|jamais)|après chaque (?:visite|séance|commande|promenade)|chaque (?:message|demande)|sans frais cachés') },
  { kind: 'hours', pattern: words('24h/24|24/7|7 ?j/7|sept jours sur sept|ouverts? (?:le samedi|le dimanche|le week-end|tous les jours)'), keys: (text) => hourKeys(text.replace(/24h\/24|7 ?j\/7|sept jours sur sept|tous les jours/i, 'every day').replace(/samedi/i, 'saturday').replace(/dimanche/i, 'sunday').replace(/week-end/i, 'weekend')) },
];

/** The claims catalogue in Spanish. */
export const spanishRules: readonly ClaimRule[] = [
  { kind: 'response_time', pattern: words(`(?:en menos de|en un plazo de|dentro de las?|en)\\s+(?:${numberPattern('es')}\\s+)?(?:horas?|días? hábiles|minutos)|(?:24|48)\\s?h`), unless: /24\/7|24 horas al día/i },
  { kind: 'turnaround', pattern: words('el mismo día|al día siguiente|entrega exprés'), keys: (text) => (/siguiente/iu.test(text) ? ['turnaround:next-day'] : ['turnaround:same-day']) },
  { kind: 'guarantee', pattern: words('garantía~|garantiza~|garantizad~|devolución del dinero'), unless: /ninguna garantía|no (?:se )?puede garantizar/i },
  { kind: 'deposit', pattern: words('anticipo~|señal|depósito~|pago por adelantado|prepago') },
  { kind: 'years', pattern: words(`desde\\s+(?:19|20)\\d\\d|fundad[ao]s?\\s+en\\s+(?:19|20)\\d\\d|(?:más de\\s+)?${numberPattern('es')}\\+?\\s+años\\s+de\\s+(?:experiencia|trayectoria)|décadas de`) },
  { kind: 'count', pattern: words(`(?:más de |hasta |como máximo )?(?:${numberPattern('es')}|cientos de|miles de)(?:\\s+\\p{L}+)?\\s+(?:clientes|pacientes|alumnos|estudiantes|parejas|proyectos|bodas|perros|pasos|reseñas|estrellas|empleados)`) },
  { kind: 'free', pattern: words('gratis|gratuit~|sin coste|sin cargo'), keys: (text) => [`free:${text.toLocaleLowerCase().slice(0, 5)}`] },
  { kind: 'superlative', pattern: words('(?:el|la|los|las) mejor(?:es)?|número (?:1|uno)|nº\\s?1|líder~|inmejorable~|insuperable~|el más barato') },
  { kind: 'certification', pattern: words('certificad~|acreditad~|licenciad~|asegurad~|premiad~|galardonad~') },
  { kind: 'policy', pattern: words('(?:siempre|nunca) (?:\\p{L}+mos)|después de cada (?:visita|sesión|pedido|paseo)|cada (?:mensaje|consulta)|sin costes ocultos') },
  { kind: 'hours', pattern: words('24/7|24 horas al día|los 7 días|todos los días|abiert[oa]s? (?:los sábados|los domingos|el fin de semana)'), keys: (text) => hourKeys(text.replace(/24 horas al día|los 7 días|todos los días/i, 'every day').replace(/sábado/i, 'saturday').replace(/domingo/i, 'sunday').replace(/fin de semana/i, 'weekend')) },
];
