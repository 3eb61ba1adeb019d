import { describe, expect, test } from 'vitest';
import { styleSetAside } from './look-source.ts';

describe('a template and a style chosen together', () => {
  test('the template shapes the look and the person is told the style is not used', () => {
    expect(styleSetAside({ baseTemplate: '1.html', design_style: 'Luxury', features: '' })).toBe(
      'The gallery template Nova Arena shapes the whole look: its layout, colours and fonts. Your style “Luxury” is not used with a template.',
    );
    expect(styleSetAside({ baseTemplate: '2.html', design_style: '', features: 'mint green, rounded' })).toContain('Your style description is not used with a template.');
  });

  test('nothing is said when only one of them was chosen, or the template is unknown', () => {
    expect(styleSetAside({ baseTemplate: '1.html', design_style: '', features: '  ' })).toBeUndefined();
    expect(styleSetAside({ design_style: 'Luxury', features: 'gold' })).toBeUndefined();
    expect(styleSetAside({ baseTemplate: 'nope.html', design_style: 'Luxury' })).toBeUndefined();
  });
});
