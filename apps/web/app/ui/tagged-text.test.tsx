import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const html = (text: string, tags: Parameters<typeof TaggedText>[0]['tags']) =>
  renderToStaticMarkup(<TaggedText text={text} tags={tags} />);

describe('TaggedText', () => {
  it('draws each tagged part with its tag and keeps the text around it', () => {
    expect(
      html('By signing up you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>.', {
        terms: (inner) => <a href="/terms">{inner}</a>,
        privacy: (inner) => <a href="/privacy">{inner}</a>,
      }),
    ).toBe(
      'By signing up you agree to our <a href="/terms">Terms</a> and <a href="/privacy">Privacy</a>.',
    );
  });

  it('places the tagged part wherever the language puts it', () => {
    expect(html('<name>Ravi</name> రాసిన మరిన్ని వార్తలు', { name: (n) => <bdi>{n}</bdi> })).toBe(
      '<bdi>Ravi</bdi> రాసిన మరిన్ని వార్తలు',
    );
  });

  it('escapes the text and leaves unknown tags as they are', () => {
    expect(html('<b>A & B</b> <name>C</name>', { name: (n) => <bdi>{n}</bdi> })).toBe(
      '&lt;b&gt;A &amp; B&lt;/b&gt; <bdi>C</bdi>',
    );
  });
});
