import { describe, expect, test } from 'vitest';
import { html } from '../src/render/html.ts';
import { escapeHtml, escapeXml, jsonForScript, phpString, safeUrl, telHref } from '../src/safety/escape.ts';

describe('escaping per context', () => {
  test('HTML text and attributes lose every markup character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
    const hostile = '"><img src=x onerror=alert(1)>';
    expect(html`<p title="${hostile}">${hostile}</p>`.value).toBe('<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  test('JSON-LD cannot close its script element', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  test('XML and PHP literals', () => {
    expect(escapeXml(`<loc>'&"</loc>`)).toBe('&lt;loc&gt;&apos;&amp;&quot;&lt;/loc&gt;');
    expect(phpString(`it's \\ <?php`)).toBe(`'it\\'s \\\\ <?php'`);
  });

  test('links keep only safe schemes', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,x')).toBe('#');
    expect(safeUrl('https://example.com/')).toBe('https://example.com/');
    expect(safeUrl('about.html')).toBe('about.html');
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('<script>')).toBeUndefined();
  });
});
