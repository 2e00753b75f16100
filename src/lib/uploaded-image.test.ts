import { describe, expect, it } from 'vitest';
import { uploadedImageSrcSet, uploadName } from './uploaded-image';

describe('uploadedImageSrcSet', () => {
  it('offers the 800 px copy beside a larger upload', () => {
    const url = 'https://x.supabase.co/storage/v1/object/public/blog-images/1700-photo-1600w.webp';
    expect(uploadedImageSrcSet(url)).toBe('https://x.supabase.co/storage/v1/object/public/blog-images/1700-photo-800w.webp 800w, ' + `${url} 1600w`);
  });

  it('offers the upload alone when it is no wider than 800 px', () => {
    expect(uploadedImageSrcSet('/u/a-640w.avif')).toBe('/u/a-640w.avif 640w');
  });

  it('leaves other images alone', () => {
    expect(uploadedImageSrcSet('/images/blog/placeholder-1.jpg')).toBeUndefined();
    expect(uploadedImageSrcSet('https://cdn.example/photo.webp')).toBeUndefined();
  });

  it('names uploads after their width', () => {
    expect(uploadName('1700-photo', 1600, 'webp')).toBe('1700-photo-1600w.webp');
  });
});
