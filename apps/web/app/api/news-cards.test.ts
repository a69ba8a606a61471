import { describe, expect, it } from 'vitest';
import { graphemes } from '@vaarta/core/text';
import type { NewsItem } from './news';
import { toCard } from './news-cards';

const image = (id: string, mediaType: 'image' | 'video' = 'image') => ({
  id,
  mediaUrl: `/media/${id}-960.webp`,
  mediaType,
  caption: `Caption ${id}`,
  alt: '',
  width: 960,
  height: 540,
  variants: [
    { width: 480, url: `/media/${id}-480.webp` },
    { width: 960, url: `/media/${id}-960.webp` },
  ],
  sources: [],
});

const item = {
  id: 'n1',
  title: 'A headline',
  excerpt: 'The excerpt',
  shortNewsContent: 'ప్రభుత్వం '.repeat(80),
  categoryName: 'Politics',
  authorName: 'Ananya Rao',
  districtName: 'Hyderabad',
  publishedAt: '2026-11-20T10:00:00.000Z',
  media: [image('v', 'video'), image('a'), image('b')],
} as unknown as NewsItem;

describe('toCard', () => {
  it('keeps only the details asked for and the first picture, ready for an img (no size: the card gives it)', () => {
    expect(toCard(item, ['author'])).toEqual({
      id: 'n1',
      title: 'A headline',
      publishedAt: '2026-11-20T10:00:00.000Z',
      authorName: 'Ananya Rao',
      image: {
        src: '/media/a-960.webp',
        srcSet: '/media/a-480.webp 480w, /media/a-960.webp 960w',
        sources: [],
        alt: 'Caption a',
      },
    });
  });

  it('offers the better formats of an uploaded photo, and its alternative text', () => {
    const uploaded = {
      ...image('u'),
      mediaUrl: '/media/news/photo-u-960.jpg',
      alt: 'Farmers at the market',
      variants: [{ width: 960, url: '/media/news/photo-u-960.jpg' }],
      sources: [
        { type: 'image/avif', variants: [{ width: 960, url: '/media/news/photo-u-960.avif' }] },
        { type: 'image/webp', variants: [{ width: 960, url: '/media/news/photo-u-960.webp' }] },
      ],
    };
    expect(toCard({ ...item, media: [uploaded] } as NewsItem, []).image).toMatchObject({
      src: '/media/news/photo-u-960.jpg',
      srcSet: '/media/news/photo-u-960.jpg 960w',
      sources: [
        { type: 'image/avif', srcSet: '/media/news/photo-u-960.avif 960w' },
        { type: 'image/webp', srcSet: '/media/news/photo-u-960.webp 960w' },
      ],
      alt: 'Farmers at the market',
    });
  });

  it('cuts the summary on a whole syllable, and falls back to the excerpt', () => {
    const card = toCard(item, ['summary', 'category', 'district']);
    expect(card.categoryName).toBe('Politics');
    expect(card.districtName).toBe('Hyderabad');
    expect(graphemes(card.summary!).length).toBeLessThanOrEqual(160);
    expect(card.summary!.endsWith('…')).toBe(true);
    expect('ప్రభుత్వం '.repeat(80).startsWith(card.summary!.slice(0, -1))).toBe(true);
    expect(toCard({ ...item, shortNewsContent: '' }, ['summary']).summary).toBe('The excerpt');
  });

  it('has no picture when the story has none', () => {
    expect(toCard({ ...item, media: [] }, []).image).toBeNull();
  });
});
