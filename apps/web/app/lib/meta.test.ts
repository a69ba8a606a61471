import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './meta';

describe('JSON-LD in an inline script', () => {
  it('cannot close the script or open markup, and reads back as the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & <b>', note: 'a\u2028b' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
