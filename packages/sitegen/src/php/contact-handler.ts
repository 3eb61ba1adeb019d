import { html } from '../render/html.ts';
import { phpString } from '../safety/escape.ts';
import type { SiteModel } from '../model/site-model.ts';
import { includePath } from './php-pages.ts';

type PhpFiles = NonNullable<SiteModel['php']>;
import { sitePageKeys } from '../site/paths.ts';
import { phpLiterals } from '../safety/output-text.ts';

const textKeys = ['dir', 'header', 'footer', 'contact', 'title', 'sent', 'failed', 'name', 'email', 'message', 'back'] as const;

function textsArray(php: PhpFiles, model: SiteModel): string {
  return model.editions
    .map((edition) => {
      const texts = edition.formTexts;
      const contact = edition.pages.find((page) => page.key === 'contact')?.file ?? `${edition.dir}index.php`;
      const entries: Record<(typeof textKeys)[number], string> = {
        dir: edition.dir,
        header: includePath(php, model, edition, 'header'),
        footer: includePath(php, model, edition, 'footer'),
        contact,
        title: texts.title,
        sent: texts.sent,
        failed: texts.failed,
        name: texts.nameError,
        email: texts.emailError,
        message: texts.messageError,
        back: texts.back,
      };
      const body = Object.entries(entries).map(([key, value]) => `    ${phpString(key)} => ${phpString(html`${value}`.value)},`).join('\n');
      return `  ${phpString(edition.lang)} => [\n${body}\n  ],`;
    })
    .join('\n');
}

/**
 * The PHP handler the contact form posts to: checks every field, refuses bots through a
 * hidden field, keeps the message in a CSV file outside the web root (and mails it when
 * CONTACT_TO is set) and answers with a page in the visitor's language.
 */
export function contactHandler(php: PhpFiles, model: SiteModel): string {
  return handlerCode(textsArray(php, model), model.editions[0]?.lang ?? 'en');
}

function handlerCode(texts: string, first: string): string {
  return `<?php
declare(strict_types=1);

$texts = [
${texts}
];
$to = getenv('CONTACT_TO') ?: '';
$store = getenv('CONTACT_STORE') ?: dirname(__DIR__) . '/contact-messages.csv';

$lang = is_string($_POST['lang'] ?? null) && isset($texts[$_POST['lang']]) ? $_POST['lang'] : ${phpString(first)};
$t = $texts[$lang];
if (($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'POST') {
  header('Location: ' . $t['contact'], true, 303);
  exit;
}

$field = static fn (string $key): string => is_string($_POST[$key] ?? null) ? trim($_POST[$key]) : '';
// Characters, not bytes, counted in the UTF-8 mode of PCRE, which every PHP has (mbstring and iconv are optional).
// Text that is not valid UTF-8 counts as too long, so it is refused.
$chars = static function (string $text): int {
  $count = preg_match_all('/./su', $text);
  return $count === false ? PHP_INT_MAX : $count;
};
// A cell a spreadsheet would read as a formula gets a leading apostrophe (CSV injection).
$cell = static fn (string $text): string => preg_match('/^[=+\\-@\\t\\r]/', $text) === 1 ? '\\'' . $text : $text;
$name = str_replace(["\\r", "\\n"], ' ', $field('contact_name'));
$email = $field('contact_email');
$message = $field('contact_message');
$errors = [];
if ($name === '' || $chars($name) > 100) { $errors[] = $t['name']; }
if (filter_var($email, FILTER_VALIDATE_EMAIL) === false || strlen($email) > 254) { $errors[] = $t['email']; }
if ($chars($message) < 10 || $chars($message) > 5000) { $errors[] = $t['message']; }
$bot = $field('contact_url') !== '';

if ($errors === [] && !$bot) {
  $handle = @fopen($store, 'ab');
  if ($handle !== false) {
    flock($handle, LOCK_EX);
    fputcsv($handle, [gmdate('c'), $cell($name), $cell($email), $cell($message)], ',', '"', '');
    flock($handle, LOCK_UN);
    fclose($handle);
  }
  if ($to !== '') {
    @mail($to, '=?UTF-8?B?' . base64_encode($name) . '?=', $message, 'Reply-To: ' . $email . "\\r\\nContent-Type: text/plain; charset=UTF-8");
  }
}
http_response_code($errors === [] ? 200 : 422);

$page_head = '<title>' . $t['title'] . '</title><meta name="robots" content="noindex">';
$page_current = 'contact';
$page_switch = '';
require __DIR__ . '/' . $t['header'];
?>
<main id="ui_main">
<section class="ui_center"><div class="ui_wrap">
<h1><?= $errors === [] ? $t['sent'] : $t['failed'] ?></h1>
<?php if ($errors !== []): ?><ul class="ui_alert"><?php foreach ($errors as $error): ?><li><?= $error ?></li><?php endforeach; ?></ul><?php endif; ?>
<div class="ui_actions"><a class="ui_btn" href="<?= htmlspecialchars($t['contact'], ENT_QUOTES) ?>"><?= $t['back'] ?></a></div>
</div></section>
</main>
<?php require __DIR__ . '/' . $t['footer']; ?>
`;
}

/**
 * String literals of the engine's PHP that are code, not words of the site: the handler's
 * own strings, array keys and menu keys. The stop-word check skips exactly these.
 */
export const phpSyntaxLiterals: ReadonlySet<string> = new Set([
  ...phpLiterals(handlerCode('', 'en')).filter((literal) => literal !== 'en'),
  ...textKeys,
  ...sitePageKeys(true),
  ' aria-current="page"',
  '',
]);
