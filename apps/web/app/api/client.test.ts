import { describe, expect, it } from 'vitest';
import { createI18n, loadDictionary } from '../lib/i18n';
import { ApiError, describeFailure, isRetryable, NO_ANSWER, readEnvelope } from './client';

describe('reading envelopes (docs/product/reading.md, "Calls to the server")', () => {
  it('answers the result of status 1, and an ApiError with the server message otherwise', () => {
    expect(readEnvelope({ status: 200, body: '{"status":1,"message":"ok","result":[1]}' })).toEqual(
      [1],
    );
    const refused = () =>
      readEnvelope({
        status: 404,
        body: '{"status":0,"message":"News article not found.","error":"NOT_FOUND"}',
      });
    expect(refused).toThrow(new ApiError(404, 'NOT_FOUND', 'News article not found.'));
    expect(() => readEnvelope({ status: 502, body: '<html>' })).toThrow(ApiError);
  });
});

describe('what a failed call tells the reader (docs/product/reading.md, "Calls to the server")', async () => {
  const en = createI18n('en', { en: await loadDictionary('en') });
  const te = createI18n('te', { te: await loadDictionary('te') });
  const say = (error: unknown, i18n = en) => describeFailure(error, i18n.t, i18n.language);

  it('uses the documented texts for no answer, timeouts, 403, 404 and 5xx', () => {
    expect(say(new ApiError(0, NO_ANSWER.network, 'x'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(say(new ApiError(0, NO_ANSWER.timeout, 'x'))).toBe('Request timeout. Please try again.');
    expect(say(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(
      'Access denied. Please check your permissions.',
    );
    expect(say(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(
      'Service temporarily unavailable. Please try again later.',
    );
    expect(say(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'))).toBe(
      'Server error. Please try again later.',
    );
    expect(say(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });

  it("passes the server's own words on in English, and its own language elsewhere", () => {
    const tooMany = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry in 5 minutes');
    expect(say(tooMany)).toBe('Too many requests, retry in 5 minutes');
    expect(say(tooMany, te)).toBe(te.t('transport.tooManyRequests'));
    expect(say(new ApiError(422, 'VALIDATION', 'Bad input'), te)).toBe(te.t('transport.generic'));
  });

  it('retries only when no answer came or the server failed', () => {
    expect(isRetryable(new ApiError(0, NO_ANSWER.network, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(500, 'X', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'X', 'x'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
