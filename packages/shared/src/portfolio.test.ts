import { describe, expect, it } from 'vitest';
import {
  moveItem,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  portfolioOrderSchema,
  portfolioTitleFromFileName,
  portfolioUploadFieldsSchema,
} from './portfolio';
import { parseVideoUrl, previewOf, videoEmbedUrl, videoThumbnailUrl } from './portfolio-media';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('video links (YouTube and Vimeo only)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    [' http://vimeo.com/76979871 ', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
  ])('recognises %s', (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com.evil.in/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('embeds through the privacy-friendly players the CSP allows', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoThumbnailUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toContain('dQw4w9WgXcQ');
    expect(videoThumbnailUrl({ provider: 'vimeo', id: '76979871' })).toBeNull();
  });
});

describe('portfolio item by address', () => {
  it('accepts a link, a video and an https image, with an optional description', () => {
    const link = portfolioItemInputSchema.parse({
      type: 'link',
      title: ' Site ',
      mediaUrl: 'http://farm.in',
    });
    expect(link).toEqual({ type: 'link', title: 'Site', description: '', mediaUrl: 'http://farm.in' });
    expect(
      portfolioItemInputSchema.safeParse({
        type: 'video',
        title: 'Reel',
        mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(true);
    expect(
      portfolioItemInputSchema.safeParse({ type: 'image', title: 'Shot', mediaUrl: 'https://cdn.in/a.jpg' })
        .success,
    ).toBe(true);
  });

  it('refuses a video that is not YouTube or Vimeo', () => {
    const result = portfolioItemInputSchema.safeParse({
      type: 'video',
      title: 'Reel',
      mediaUrl: 'https://example.com/video.mp4',
    });
    expect(firstMessage(result)).toBe('validation.videoUrlInvalid');
  });

  it('refuses plain-http images and non-web schemes', () => {
    expect(
      firstMessage(
        portfolioItemInputSchema.safeParse({ type: 'image', title: 'x', mediaUrl: 'http://cdn.in/a.jpg' }),
      ),
    ).toBe('validation.imageUrlHttps');
    expect(
      firstMessage(
        portfolioItemInputSchema.safeParse({ type: 'link', title: 'x', mediaUrl: 'javascript:alert(1)' }),
      ),
    ).toBe('validation.urlInvalid');
    expect(
      firstMessage(
        portfolioItemInputSchema.safeParse({
          type: 'image',
          title: 'x',
          mediaUrl: 'data:image/png;base64,AAAA',
        }),
      ),
    ).toBe('validation.urlInvalid');
  });

  it('requires a title and a known type', () => {
    expect(
      firstMessage(
        portfolioItemInputSchema.safeParse({ type: 'link', title: '  ', mediaUrl: 'https://a.in' }),
      ),
    ).toBe('validation.required');
    expect(
      firstMessage(
        portfolioItemInputSchema.safeParse({ type: 'audio', title: 'x', mediaUrl: 'https://a.in' }),
      ),
    ).toBe('validation.portfolioTypeInvalid');
  });

  it('checks the upload fields and partial edits the same way', () => {
    // An upload's title may be left empty: the server names the picture (portfolioTitleFromFileName).
    expect(portfolioUploadFieldsSchema.parse({ title: '  ' })).toEqual({ title: '', description: '' });
    expect(portfolioUploadFieldsSchema.parse({})).toEqual({ title: '', description: '' });
    expect(portfolioUploadFieldsSchema.parse({ title: 'Mangoes' })).toEqual({
      title: 'Mangoes',
      description: '',
    });
    expect(portfolioItemUpdateSchema.parse({ description: '  new  ' })).toEqual({ description: 'new' });
    expect(portfolioItemUpdateSchema.safeParse({ title: '' }).success).toBe(false);
  });
});

describe('the title of a picture sent without one', () => {
  it.each([
    ['haldi_ceremony-2.jpg', 'haldi ceremony 2'],
    ['शादी की तस्वीर.webp', 'शादी की तस्वीर'],
    ['IMG_20261127_134501.jpg', 'Photo'],
    ['PXL_20261127_080102345.jpg', 'Photo'],
    ['WhatsApp Image 2026-11-27 at 10.15.32.jpeg', 'Photo'],
    ['Screenshot_20261127-101500.png', 'Photo'],
    ['DSC-0042.JPG', 'Photo'],
    ['12345.jpg', 'Photo'],
    ['photo of the shop.jpg', 'photo of the shop'],
    [`${'x'.repeat(300)}.jpg`, 'x'.repeat(120)],
  ])('%s → %s', (fileName, title) => {
    expect(portfolioTitleFromFileName(fileName, 'Photo')).toBe(title.slice(0, 120));
  });
});

describe('reordering', () => {
  it('accepts each id once and refuses duplicates', () => {
    expect(portfolioOrderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(firstMessage(portfolioOrderSchema.safeParse({ ids: [3, 3] }))).toBe('validation.portfolioOrder');
  });

  it('moves an item up or down and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('card previews', () => {
  const item = { id: 7, title: 'Harvest', mediaUrl: 'https://img.example/h.jpg', thumbnailUrl: null };
  it('shows an image by its small copy when it has one, else by its address', () => {
    expect(previewOf({ ...item, type: 'image' })).toEqual({
      id: 7,
      type: 'image',
      title: 'Harvest',
      thumbnailUrl: 'https://img.example/h.jpg',
    });
    expect(
      previewOf({ ...item, type: 'image', thumbnailUrl: '/uploads/portfolio/t.webp' })?.thumbnailUrl,
    ).toBe('/uploads/portfolio/t.webp');
  });
  it('gives a YouTube video its known still, a Vimeo video none, and a link no preview at all', () => {
    expect(
      previewOf({ ...item, type: 'video', mediaUrl: 'https://youtu.be/dQw4w9WgXcQ' })?.thumbnailUrl,
    ).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(previewOf({ ...item, type: 'video', mediaUrl: 'https://vimeo.com/76979871' })).toMatchObject({
      type: 'video',
      thumbnailUrl: null,
    });
    expect(previewOf({ ...item, type: 'link', mediaUrl: 'https://farm.example' })).toBeNull();
  });
});
