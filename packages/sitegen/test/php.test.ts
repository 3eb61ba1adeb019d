import { describe, expect, test } from 'vitest';
import { generate } from '../src/index.ts';
import { haltsWhenOpenedDirectly, renderPhp } from './support/php-lite.ts';
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
    expect(handler).toMatch(/mb_strlen\(\$message\) < 10 \|\| mb_strlen\(\$message\) > 5000/);
    expect(handler).toContain("str_replace([\"\\r\", \"\\n\"], ' '");
    expect(handler).toContain("'ru' => [");
    expect(handler).toContain('Укажите корректный адрес электронной почты.');
    expect(handler).toContain("$store = getenv('CONTACT_STORE') ?: dirname(__DIR__) . '/contact-messages.csv';");
  });
});
