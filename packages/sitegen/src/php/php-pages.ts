import type { EditionModel, PageModel, SiteModel } from '../model/site-model.ts';
import { languageSwitch, pageHeadTags, pageMain, sharedHeadTags, siteFooter, siteHeader } from '../render/document.ts';
import { html, trusted } from '../render/html.ts';
import { phpString } from '../safety/escape.ts';

type PhpFiles = NonNullable<SiteModel['php']>;

/** The include of an edition: "includes/header.php", "includes/header-ru.php" for the second language. */
export function includePath(php: PhpFiles, model: SiteModel, edition: EditionModel, part: 'header' | 'footer'): string {
  const base = php[part].replace(/\.php$/, '');
  const suffix = edition === model.editions[0] ? '' : `-${edition.lang}`;
  return `${php.includesDir}/${base}${suffix}.php`;
}

function requireLine(php: PhpFiles, model: SiteModel, edition: EditionModel, part: 'header' | 'footer'): string {
  const up = edition.dir ? '/..' : '';
  return `require __DIR__ . ${phpString(`${up}/${includePath(php, model, edition, part)}`)};`;
}

/**
 * A page as PHP: its own head tags and menu marker in variables, then the shared header
 * and footer includes around its main content. Variables hold ready, escaped HTML.
 */
export function phpPage(php: PhpFiles, model: SiteModel, edition: EditionModel, page: PageModel): string {
  return `<?php
$page_head = ${phpString(pageHeadTags(model, edition, page).value)};
$page_current = ${phpString(page.key)};
$page_switch = ${phpString(languageSwitch(page).value)};
${requireLine(php, model, edition, 'header')}
?>
${pageMain(model, edition, page).value}
<?php ${requireLine(php, model, edition, 'footer')} ?>
`;
}

/** Opening an include directly answers 404 instead of a broken page. */
export const headerGuard = "<?php if (!isset($page_current)) { http_response_code(404); exit; } ?>";

/** The shared header include of an edition: doctype, head, skip link and menu. */
export function phpHeader(model: SiteModel, edition: EditionModel): string {
  const current = (key: string) => trusted(`<?= $page_current === ${phpString(key)} ? ' aria-current="page"' : '' ?>`);
  const dir = edition.rtl ? trusted(' dir="rtl"') : trusted('');
  return html`${trusted(headerGuard)}
<!DOCTYPE html>
<html lang="${edition.lang}"${dir}>
<head>
${sharedHeadTags(model, edition)}
${trusted('<?= $page_head ?>')}</head>
<body>
${siteHeader(model, edition, current, trusted('<?= $page_switch ?>'))}
`.value;
}

/** The shared footer include of an edition. */
export function phpFooter(model: SiteModel, edition: EditionModel): string {
  return `${siteFooter(model, edition).value}\n</body>\n</html>\n`;
}
