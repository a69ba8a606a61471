import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides tokens and codes in logged URLs', () => {
    expect(redactUrl('/api/newsletter/confirm?token=abc123')).toBe(
      '/api/newsletter/confirm?token=%5Bredacted%5D',
    );
    expect(redactUrl('/api/news?page=2&code=12345')).toBe('/api/news?page=2&code=%5Bredacted%5D');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/news/languages')).toBe('/api/news/languages');
    expect(redactUrl('/api/news?page=2')).toBe('/api/news?page=2');
  });
});
