import { describe, expect, it } from 'vitest';
import { wordCount } from '@vaarta/core/text';
import { bodyAsHtml, hasTags, MIN_WORDS_EACH_SIDE, splitAfterWords } from './article-body';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('\n');
/** `w1 w2 … wN`, numbered from `from`. */
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');

describe('the article intro and the body after it (docs/product/reading.md, "Intro and body", 70 words)', () => {
  it('cuts after the given number of words and goes on with the next one', () => {
    const html = paragraphs(numbered(1, 10), numbered(11, 30));
    const split = splitAfterWords(html, 20);
    expect(split.intro).toBe(`<p>${numbered(1, 10)}</p>\n<p>${numbered(11, 20)}</p>`);
    expect(split.rest).toBe(`<p>${numbered(21, 30)}</p>`);
    expect(split.continuesParagraph).toBe(true);
  });

  it.each([
    ['Telugu', 'హైదరాబాద్ నగరంలో సోమవారం సాయంత్రం కురిసిన భారీ వర్షానికి పలు లోతట్టు ప్రాంతాలు పూర్తిగా జలమయం అయ్యాయి.'],
    ['Hindi', 'हैदराबाद में सोमवार शाम हुई तेज़ बारिश से शहर के कई निचले इलाकों में पानी भर गया।'],
    ['Tamil', 'சென்னையில் திங்கள்கிழமை மாலை பெய்த கனமழையால் நகரின் பல தாழ்வான பகுதிகளில் வெள்ளம் சூழ்ந்தது.'],
    ['Kannada', 'ಬೆಂಗಳೂರಿನಲ್ಲಿ ಸೋಮವಾರ ಸಂಜೆ ಸುರಿದ ಭಾರಿ ಮಳೆಯಿಂದ ನಗರದ ಹಲವು ತಗ್ಗು ಪ್ರದೇಶಗಳು ಜಲಾವೃತಗೊಂಡವು.'],
    [
      'Urdu',
      'حیدرآباد میں پیر کی شام ہونے والی موسلادھار بارش سے شہر کے کئی نشیبی علاقے زیرِ آب آ گئے۔',
    ],
  ])('cuts %s between two words, never inside one', (_script, sentence) => {
    const html = paragraphs(sentence, sentence);
    const split = splitAfterWords(html, 6);
    expect(wordCount(textOf(split.intro))).toBe(6);
    expect(split.continuesParagraph).toBe(true);
    // Nothing lost, nothing repeated, no word broken: the halves read as the whole.
    expect(`${textOf(split.intro)} ${textOf(split.rest)}`).toBe(textOf(html));
    expect(sentence.startsWith(textOf(split.intro))).toBe(true);
  });

  it('ends the intro at a paragraph when the next word starts a new one', () => {
    const html = paragraphs(numbered(1, 10), numbered(11, 20));
    expect(splitAfterWords(html, 10)).toEqual({
      intro: `<p>${numbered(1, 10)}</p>`,
      rest: `<p>${numbered(11, 20)}</p>`,
      continuesParagraph: false,
    });
  });

  it(`never strands fewer than ${MIN_WORDS_EACH_SIDE} words of a paragraph on either side`, () => {
    const html = paragraphs(numbered(1, 10), numbered(11, 20), numbered(21, 30));
    // Two words into the second paragraph: the intro stops before it.
    expect(splitAfterWords(html, 12).intro).toBe(`<p>${numbered(1, 10)}</p>`);
    // Two words before its end: the intro takes the whole paragraph.
    expect(splitAfterWords(html, 18).intro).toBe(
      `<p>${numbered(1, 10)}</p>\n<p>${numbered(11, 20)}</p>`,
    );
    expect(splitAfterWords(html, 18).continuesParagraph).toBe(false);
  });

  it('keeps an opening quote or bracket with the word it opens', () => {
    const html = paragraphs(numbered(1, 10), `"${numbered(11, 20)}," she said.`);
    expect(splitAfterWords(html, 12)).toEqual({
      intro: `<p>${numbered(1, 10)}</p>`,
      rest: `<p>"${numbered(11, 20)}," she said.</p>`,
      continuesParagraph: false,
    });
    const bracket = paragraphs(`${numbered(1, 7)} (${numbered(8, 9)}) ${numbered(10, 15)}`);
    expect(splitAfterWords(bracket, 7).rest).toBe(`<p>(w8 w9) ${numbered(10, 15)}</p>`);
  });

  it('closes and reopens the elements open at the cut, with their attributes', () => {
    const link = '<a href="https://example.in/a" rel="noopener noreferrer nofollow">';
    const html = `<p>${numbered(1, 5)} ${link}${numbered(6, 10)}</a> ${numbered(11, 15)}</p>`;
    const split = splitAfterWords(html, 7);
    expect(split.intro).toBe(`<p>${numbered(1, 5)} ${link}w6 w7</a></p>`);
    expect(split.rest).toBe(`<p>${link}w8 w9 w10</a> ${numbered(11, 15)}</p>`);
  });

  it('reads escaped characters as the text they stand for', () => {
    const html = `<p>Tom &amp; Jerry&#39;s show drew 9&nbsp;cm crowds ${numbered(1, 6)}</p>`;
    const split = splitAfterWords(html, 5);
    expect(split.intro).toBe('<p>Tom &amp; Jerry&#39;s show drew 9</p>');
    expect(split.rest).toBe(`<p>cm crowds ${numbered(1, 6)}</p>`);
  });

  it('does not run words of two paragraphs or a line break together', () => {
    expect(splitAfterWords('<p>alpha</p><p>beta gamma</p>', 1).rest).toBe('<p>beta gamma</p>');
    expect(splitAfterWords('<p>alpha<br>beta gamma</p>', 1)).toEqual({
      intro: '<p>alpha</p>',
      rest: '<p>beta gamma</p>',
      continuesParagraph: false,
    });
  });

  it('keeps a short body whole as the intro, with nothing after it', () => {
    const html = paragraphs('Only a few words here.');
    expect(splitAfterWords(html, 70)).toEqual({
      intro: html,
      rest: '',
      continuesParagraph: false,
    });
  });
});

describe('body as HTML (docs/product/reading.md, "Intro and body")', () => {
  it('keeps HTML as it is and turns plain text into escaped paragraphs', () => {
    expect(hasTags('<p>Hello</p>')).toBe(true);
    expect(hasTags('3 < 4 and 5 > 2')).toBe(false);
    expect(bodyAsHtml(' <p>Hello</p> ')).toBe('<p>Hello</p>');
    expect(bodyAsHtml('First line & more\n\nIs 3 < 4?\n')).toBe(
      '<p>First line &#38; more</p>\n<p>Is 3 &#60; 4?</p>',
    );
  });
});
