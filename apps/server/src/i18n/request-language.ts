import { isInterfaceLanguage, type InterfaceLanguage } from '@sitecraft/shared/i18n';

/**
 * The interface language an Accept-Language header prefers: its highest-weighted tag whose primary subtag is ours
 * (`ru-RU` counts as Russian); undefined when it names none of them.
 */
export function acceptedLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isInterfaceLanguage);
}
