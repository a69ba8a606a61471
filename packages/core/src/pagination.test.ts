import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offsetOf, paginationOf, paginationQuery } from './pagination.ts';

const query = z.object(paginationQuery(20));

describe('pagination query', () => {
  it('defaults to page 1 and the given limit', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('reads numbers sent as query strings', () => {
    expect(query.parse({ page: '3', limit: '7' })).toEqual({ page: 3, limit: 7 });
  });

  it('serves a limit above 100 as 100', () => {
    expect(query.parse({ limit: '5000' }).limit).toBe(100);
  });

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '-2' }, 'page must be at least 1'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ limit: 'ten' }, 'limit must be a number'],
  ])('refuses %o with "%s"', (input, message) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('paginationOf', () => {
  it('counts whole pages', () => {
    expect(paginationOf(41, 2, 20)).toEqual({ page: 2, limit: 20, total: 41, totalPages: 3 });
    expect(paginationOf(0, 1, 10).totalPages).toBe(0);
  });

  it('turns a page into an offset', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(4, 10)).toBe(30);
  });
});
