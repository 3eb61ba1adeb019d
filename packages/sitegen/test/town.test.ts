import { describe, expect, test } from 'vitest';
import { townOf } from '../src/brief/town.ts';

describe('the town of an address', () => {
  test.each([
    ['14 Gloucester Road, Bristol BS7 8AE', 'Bristol'],
    ['Rua das Flores 12, Porto', 'Porto'],
    ['12 Bäckerstraße, Berlin', 'Berlin'],
    ['Bäckerstraße 12, 10115 Berlin', 'Berlin'],
    ['ул. Баумана, 5, Казань', 'Казань'],
    ['г. Казань, ул. Баумана, д. 5', 'Казань'],
    ['Suite 5, 100 Main Street, Springfield, IL 62701', 'Springfield'],
    ['1 Rue de Rivoli, 75001 Paris', 'Paris'],
    ['Calle Mayor 3, San Sebastián', 'San Sebastián'],
  ])('%s → %s', (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  test.each(['', '12', 'PO Box 44', '100 Main Street', 'Hauptstraße 5', 'Lindenweg 3a'])('none in “%s”', (address) => {
    expect(townOf(address)).toBeUndefined();
  });
});
