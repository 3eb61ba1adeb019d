import { pageHeadTags, languageSwitch, sharedHeadTags, siteFooter, siteHeader } from '../pages/frame.ts';
import { html, trusted } from '../pages/html.ts';
import { phpString } from '../safety/escape.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import type { PageKey } from '../site/paths.ts';

/** The include of an edition: "includes/header.php", "includes/header-ru.php" for the second language. */
export function includePath(build: SiteBuild, edition: Edition, part: 'header' | 'footer'): string {
  const base = build.paths[part].replace(/\.php$/, '');
  const suffix = edition === build.editions[0] ? '' : `-${edition.language.code}`;
  return `${build.paths.includesDir}/${base}${suffix}.php`;
}

function requireLine(build: SiteBuild, edition: Edition, part: 'header' | 'footer'): string {
  const up = edition.dir ? '/..' : '';
  return `require __DIR__ . ${phpString(`${up}/${includePath(build, edition, part)}`)};`;
}

/**
 * A page as PHP: its own head tags and menu marker in variables, then the shared header
 * and footer includes around its main content. Variables hold ready, escaped HTML.
 */
export function phpPage(build: SiteBuild, edition: Edition, parts: PageParts): string {
  return `<?php
$page_head = ${phpString(pageHeadTags(build, edition, parts).value)};
$page_current = ${phpString(parts.key)};
$page_switch = ${phpString(languageSwitch(build, edition, parts.key).value)};
${requireLine(build, edition, 'header')}
?>
<main id="ui_main">
${parts.main.value}
</main>
<?php ${requireLine(build, edition, 'footer')} ?>
`;
}

/** Opening an include directly answers 404 instead of a broken page. */
export const headerGuard = "<?php if (!isset($page_current)) { http_response_code(404); exit; } ?>";

/** The shared header include of an edition: doctype, head, skip link and menu. */
export function phpHeader(build: SiteBuild, edition: Edition): string {
  const current = (key: PageKey) => trusted(`<?= $page_current === ${phpString(key)} ? ' aria-current="page"' : '' ?>`);
  const dir = edition.language.rtl ? trusted(' dir="rtl"') : trusted('');
  return html`${trusted(headerGuard)}
<!DOCTYPE html>
<html lang="${edition.language.code}"${dir}>
<head>
${sharedHeadTags(edition, build)}
${trusted('<?= $page_head ?>')}</head>
<body>
${siteHeader(build, edition, current, trusted('<?= $page_switch ?>'))}
`.value;
}

/** The shared footer include of an edition. */
export function phpFooter(build: SiteBuild, edition: Edition): string {
  return `${siteFooter(build, edition).value}\n</body>\n</html>\n`;
}
