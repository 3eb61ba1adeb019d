import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { haltsWhenOpenedDirectly, renderPhp } from './support/php-lite.ts';
import { phpMissing, readCsv, startPhpServer, type PhpServer } from './support/php-server.ts';
import { request } from './support/requests.ts';

describe('PHP sites', async () => {
  const result = await generate(request({ file_extension: 'PHP', second_site_language: 'Russian' }));
  const files = result.sites[0]?.files ?? new Map<string, string | Uint8Array>();

  test('pages share one header and one footer include per language', () => {
    const home = String(files.get('index.php'));
    expect(home).toContain("require __DIR__ . '/includes/header.php';");
    expect(home).toContain("require __DIR__ . '/includes/footer.php';");
    expect(String(files.get('ru/index.php'))).toContain("require __DIR__ . '/../includes/header-ru.php';");
    expect(renderPhp(files, 'ru/about.php')).toContain('<html lang="ru">');
    expect(renderPhp(files, 'about.php')).toMatch(/<a href="about\.php" aria-current="page">About<\/a>/);
  });

  test('opening an include directly answers 404 instead of a broken page', () => {
    expect(haltsWhenOpenedDirectly(files, 'includes/header.php')).toBe(true);
    expect(haltsWhenOpenedDirectly(files, 'index.php')).toBe(false);
  });

  test('the contact form posts every field the handler reads, and the handler validates each one', () => {
    const form = renderPhp(files, 'contact.php');
    const ruForm = renderPhp(files, 'ru/contact.php');
    expect(form).toMatch(/<form class="[\w ]+" method="post" action="send\.php">/);
    expect(ruForm).toContain('action="../send.php"');
    const posted = [...form.matchAll(/name="(contact_\w+|lang)"/g)].map((match) => match[1]).sort();
    const handler = String(files.get('send.php'));
    const read = [...handler.matchAll(/\$field\('(\w+)'\)/g)].map((match) => match[1]);
    expect(posted).toEqual(['contact_email', 'contact_message', 'contact_name', 'contact_url', 'lang']);
    expect([...read, 'lang'].sort()).toEqual(posted);
    expect(handler).toContain('FILTER_VALIDATE_EMAIL');
    expect(handler).toMatch(/\$chars\(\$message\) < 10 \|\| \$chars\(\$message\) > 5000/);
    // Only what every PHP build has: no mbstring, no iconv.
    expect(handler).not.toMatch(/\b(mb_\w+|iconv\w*)\(/);
    expect(handler).toContain("str_replace([\"\\r\", \"\\n\"], ' '");
    expect(handler).toContain("'ru' => [");
    expect(handler).toContain('Укажите корректный адрес электронной почты.');
    expect(handler).toContain("$store = getenv('CONTACT_STORE') ?: dirname(__DIR__) . '/contact-messages.csv';");
  });

  test("the archive's README states what the host's PHP needs", () => {
    const readme = String(result.files.get('README.md'));
    expect(readme).toContain('PHP 8.1 or newer');
    expect(readme).toContain('mbstring and iconv are not');
    expect(readme).toContain('stored with a leading apostrophe');
  });
});

// `php -n` reads no php.ini, so no extension module is loaded (Debian ships mbstring as its own package, php-mbstring);
// errors go to the server's log and answer 500, as on a host.
describe('the contact handler under real PHP, without mbstring (php -n loads no extension)', async () => {
  const result = await generate(request({ file_extension: 'PHP', second_site_language: 'Russian' }));
  const files = result.sites[0]?.files ?? new Map<string, string | Uint8Array>();
  let php: PhpServer | undefined;
  beforeAll(async () => {
    if (!phpMissing) php = await startPhpServer(files, ['-n', '-d', 'display_errors=0', '-d', 'log_errors=1']);
  });
  afterAll(() => php?.stop());

  const post = (fields: Record<string, string>, raw = '') =>
    fetch(`${php?.url}/send.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ lang: 'en', contact_url: '', ...fields }).toString() + raw,
    });

  test('runs without mbstring and stores formula-like cells with a leading apostrophe', async (context) => {
    if (phpMissing) context.skip(phpMissing);
    expect(php?.extensions).not.toContain('mbstring');
    const response = await post({ contact_name: '=1+1', contact_email: '+1@example.com', contact_message: '@SUM(A1:A9) please call me back' });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).not.toContain('ui_alert');
    const rows = readCsv(php?.store ?? '');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1)).toEqual(["'=1+1", "'+1@example.com", "'@SUM(A1:A9) please call me back"]);
    // Every cell that starts like a formula, as spreadsheets read it; an ordinary one is kept as typed.
    const more = await post({ contact_name: 'Anna', contact_email: 'anna@example.com', contact_message: '-2+3 pizzas\tfor Friday, please' });
    expect(more.status).toBe(200);
    expect(readCsv(php?.store ?? '')[1]?.slice(1)).toEqual(['Anna', 'anna@example.com', "'-2+3 pizzas\tfor Friday, please"]);
  });

  test('counts characters, not bytes, without mbstring; text that is not UTF-8 is refused', async (context) => {
    if (phpMissing) context.skip(phpMissing);
    const before = readCsv(php?.store ?? '').length;
    // 100 Cyrillic letters are 200 bytes: within the 100-character limit.
    expect((await post({ contact_name: 'Я'.repeat(100), contact_email: 'ivan@example.com', contact_message: 'Позвоните мне, пожалуйста.' })).status).toBe(200);
    expect((await post({ contact_name: 'Я'.repeat(101), contact_email: 'ivan@example.com', contact_message: 'Позвоните мне, пожалуйста.' })).status).toBe(422);
    // 9 characters are 15 bytes: still shorter than the 10-character minimum.
    expect((await post({ contact_name: 'Иван', contact_email: 'ivan@example.com', contact_message: 'Привет!!!' })).status).toBe(422);
    expect((await post({ contact_email: 'ivan@example.com', contact_message: 'A message long enough.' }, '&contact_name=%FF%FE')).status).toBe(422);
    expect(readCsv(php?.store ?? '').length).toBe(before + 1);
  });
});
