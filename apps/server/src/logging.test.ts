import { describe, expect, it } from 'vitest';
import { errorForLog, pathOnly } from './logging.ts';

describe('pathOnly', () => {
  it('leaves query strings (tokens, codes, searches) out of logged URLs', () => {
    expect(pathOnly('/api/newsletter/confirm?token=abc123')).toBe('/api/newsletter/confirm');
    expect(pathOnly('/api/news/search?q=ravi%40example.in')).toBe('/api/news/search');
    expect(pathOnly('/api/news/languages')).toBe('/api/news/languages');
  });
});

describe('errorForLog', () => {
  it('keeps an ordinary error’s message, code and frames', () => {
    const logged = errorForLog(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });
});
