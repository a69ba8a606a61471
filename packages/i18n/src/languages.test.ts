import { describe, expect, it } from 'vitest';
import { directionOf, interfaceLanguageOf } from './languages.ts';

describe('interfaceLanguageOf', () => {
  it.each([
    ['te', 'te'],
    ['te-IN', 'te'],
    ['KN', 'kn'],
    ['ka', 'kn'],
    ['ud', 'ur'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('reads %s as %s', (code, expected) => {
    expect(interfaceLanguageOf(code)).toBe(expected);
  });
});

describe('directionOf', () => {
  it('lays Urdu, Arabic, Hebrew and Persian out right to left', () => {
    for (const code of ['ur', 'ar', 'he', 'fa', 'ur-IN']) expect(directionOf(code)).toBe('rtl');
  });

  it('lays the other languages out left to right', () => {
    for (const code of ['en', 'te', 'hi', 'ta', 'kn']) expect(directionOf(code)).toBe('ltr');
  });
});
