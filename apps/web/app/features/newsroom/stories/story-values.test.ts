import { describe, expect, it } from 'vitest';
import { changedFields, checkValues, emptyValues } from './story-values';

const LANGUAGE = '9cf9e0ee-4361-4821-872b-69210d2d1dd6';
const CATEGORY = '12878781-b690-40a3-b2e2-4d4dd8da9903';
const filled = { ...emptyValues(LANGUAGE), title: 'వార్త', categoryId: CATEGORY, body: '<p>x</p>' };

describe('checkValues', () => {
  it("accepts what the server's schema accepts, with '' sent as null", () => {
    const { problems, fields } = checkValues({ ...filled, title: '  వార్త  ' });
    expect(problems).toEqual({});
    expect(fields).toMatchObject({ title: 'వార్త', videoUrl: null, stateId: null, source: null });
  });

  it('names each wrong field with its kind of problem and the server’s words', () => {
    const { problems } = checkValues({
      ...filled,
      title: '',
      categoryId: '',
      excerpt: 'x'.repeat(601),
      videoUrl: 'https://vimeo.com/1',
      sourceUrl: 'ftp://example.in',
      metaDescription: 'a\u0007b',
    });
    expect(problems.title?.kind).toBe('required');
    expect(problems.categoryId?.kind).toBe('required');
    expect(problems.excerpt).toMatchObject({
      kind: 'tooLong',
      max: 600,
      message: 'Excerpt can be at most 600 characters long',
    });
    expect(problems.videoUrl?.kind).toBe('youtube');
    expect(problems.sourceUrl?.kind).toBe('webAddress');
    expect(problems.metaDescription?.kind).toBe('invalidCharacters');
  });
});

describe('changedFields', () => {
  it('sends only what differs from the version the form started from', () => {
    const before = checkValues(filled).fields;
    const after = checkValues({ ...filled, title: 'కొత్త వార్త', isBreaking: true }).fields;
    expect(changedFields(after, before)).toEqual({ title: 'కొత్త వార్త', isBreaking: true });
    expect(changedFields(before, before)).toEqual({});
  });
});
