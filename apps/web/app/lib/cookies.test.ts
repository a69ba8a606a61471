import { describe, expect, it } from 'vitest';
import { serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('marks a preference cookie Secure on an https site, and only there', () => {
    expect(serializeCookie('vaarta_theme', 'dark', true)).toBe(
      'vaarta_theme=dark; Path=/; SameSite=Lax; Secure; Max-Age=31536000',
    );
    expect(serializeCookie('vaarta_theme', 'dark')).not.toContain('Secure');
    expect(serializeCookie('vaarta_theme', null, true)).toContain('; Secure; Max-Age=0');
  });
});
