import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NO_ANSWER } from '../../../api/client';
import { deskFailure } from './desk-failure';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('a refused desk call', () => {
  it('says what the server said for a 4xx, in any interface language', () => {
    const selfChange = new ApiError(
      403,
      'FORBIDDEN',
      'You cannot change your own role, assignments or account. Ask another Admin.',
    );
    expect(deskFailure(selfChange, t, 'te')).toBe(selfChange.message);
    expect(deskFailure(new ApiError(409, 'CONFLICT', 'Replace it.'), t, 'ur')).toBe('Replace it.');
  });

  it('says no answer, a server failure or a foreign page in the interface’s words', () => {
    expect(deskFailure(new ApiError(0, NO_ANSWER.network, 'x'), t, 'te')).toBe(
      '«transport.network»',
    );
    expect(deskFailure(new ApiError(500, 'INTERNAL', 'x'), t, 'en')).toBe('«transport.server»');
    expect(deskFailure(new ApiError(413, 'BAD_RESPONSE', 'x'), t, 'hi')).toBe(
      '«transport.generic»',
    );
    expect(deskFailure(new Error('boom'), t, 'en')).toBe('«transport.generic»');
  });
});
