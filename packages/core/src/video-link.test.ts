import { describe, expect, it } from 'vitest';
import { findVideoId, youTubeIdIn } from './video-link.ts';

describe('youTubeIdIn (docs/product/reading.md, "Video": link forms)', () => {
  it('reads watch?v=, shorts/ and youtu.be/ links', () => {
    expect(youTubeIdIn('https://www.youtube.com/watch?v=DLA_64yz8Ss')).toBe('DLA_64yz8Ss');
    expect(youTubeIdIn('https://youtube.com/shorts/abcDEF12-_3?feature=share')).toBe('abcDEF12-_3');
    expect(youTubeIdIn('Watch: https://youtu.be/ZyXwV987654 for the full speech')).toBe(
      'ZyXwV987654',
    );
  });

  it('finds v= after other parameters, also HTML-escaped in a link', () => {
    expect(youTubeIdIn('https://m.youtube.com/watch?feature=share&v=DLA_64yz8Ss&t=10')).toBe(
      'DLA_64yz8Ss',
    );
    expect(
      youTubeIdIn('<a href="https://www.youtube.com/watch?list=x&amp;v=DLA_64yz8Ss">video</a>'),
    ).toBe('DLA_64yz8Ss');
  });

  it('takes the first link in a text', () => {
    expect(youTubeIdIn('https://youtu.be/AAAAAAAAAAA then https://youtu.be/BBBBBBBBBBB')).toBe(
      'AAAAAAAAAAA',
    );
  });

  it('answers null for other sites, other YouTube pages and malformed ids', () => {
    expect(youTubeIdIn('https://vimeo.com/12345678')).toBeNull();
    expect(youTubeIdIn('https://www.youtube.com/channel/UC1234567890')).toBeNull();
    expect(youTubeIdIn('https://youtu.be/short')).toBeNull();
    expect(youTubeIdIn('https://www.youtube.com/watch?v=toolongid12345')).toBeNull();
    expect(youTubeIdIn('')).toBeNull();
    expect(youTubeIdIn(null)).toBeNull();
  });
});

describe('findVideoId (docs/product/reading.md, "Video": lookup order)', () => {
  const link = (id: string) => `https://youtu.be/${id}`;
  const all = {
    videoUrl: link('video000000'),
    sourceUrl: link('source00000'),
    media: [{ mediaUrl: '/media/a.webp' }, { mediaUrl: link('media000000') }],
    longNewsContent: `<p>${link('long0000000')}</p>`,
    shortNewsContent: link('short000000'),
    excerpt: link('excerpt0000'),
    source: link('sourcetext0'),
  };

  it('looks at the video field, then source URL, media, long and short content, excerpt, source', () => {
    expect(findVideoId(all)).toBe('video000000');
    expect(findVideoId({ ...all, videoUrl: null })).toBe('source00000');
    expect(findVideoId({ ...all, videoUrl: null, sourceUrl: null })).toBe('media000000');
    const fromLong = { ...all, videoUrl: null, sourceUrl: null, media: [] };
    expect(findVideoId(fromLong)).toBe('long0000000');
    expect(findVideoId({ ...fromLong, longNewsContent: '<p>No video</p>' })).toBe('short000000');
    expect(findVideoId({ ...fromLong, longNewsContent: '', shortNewsContent: 'plain words' })).toBe(
      'excerpt0000',
    );
    expect(findVideoId({ source: link('sourcetext0') })).toBe('sourcetext0');
  });

  it('answers null when no field links a video', () => {
    expect(
      findVideoId({
        videoUrl: null,
        sourceUrl: 'https://example.in/story',
        media: [{ mediaUrl: '/media/a.webp' }],
        longNewsContent: '<p>Heavy rain in Hyderabad.</p>',
        shortNewsContent: 'Heavy rain.',
        excerpt: 'Rain.',
        source: 'Vaarta',
      }),
    ).toBeNull();
  });
});
