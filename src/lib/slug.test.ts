import { describe, expect, it } from 'vitest';
import { slugCandidates, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('lowercases and turns whitespace runs into hyphens', () => {
    expect(slugify('Digital Billboards  in   London')).toBe('digital-billboards-in-london');
  });

  it('removes characters that are not letters, digits, whitespace or hyphens', () => {
    expect(slugify("What's the Cost? $1,100 - $2,500!")).toBe('whats-the-cost-1100-2500');
    expect(slugify('Tips_&_Tricks')).toBe('tipstricks');
  });

  it('keeps hyphens, trims them at the ends and collapses repeats', () => {
    expect(slugify('  --Pre-launch -- Checklist--  ')).toBe('pre-launch-checklist');
  });

  it('drops accents and keeps digits', () => {
    expect(slugify('Café 401 Highway')).toBe('cafe-401-highway');
  });

  it('falls back to "post" when nothing is left', () => {
    expect(slugify('!!!')).toBe('post');
  });

  it('always matches the database slug format', () => {
    for (const title of ['Straße 401', 'Привет мир', '  a  ', 'Ünïcödé — test', '1,100 - 2,500']) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-+[a-z0-9]+)*$/);
    }
  });
});

describe('uniqueSlug', () => {
  it('keeps the slug when it is free', () => {
    expect(uniqueSlug('billboard-costs', ['other'])).toBe('billboard-costs');
  });

  it('adds -2, -3, ... when taken', () => {
    expect(uniqueSlug('billboard-costs', ['billboard-costs'])).toBe('billboard-costs-2');
    expect(uniqueSlug('billboard-costs', ['billboard-costs', 'billboard-costs-2', 'billboard-costs-3'])).toBe('billboard-costs-4');
  });

  it('fills the first gap', () => {
    expect(uniqueSlug('a', ['a', 'a-3'])).toBe('a-2');
  });
});

describe('slugCandidates', () => {
  it('lists slug, slug-2, slug-3 ...', () => {
    expect(slugCandidates('a', 1, 3)).toEqual(['a', 'a-2', 'a-3']);
    expect(slugCandidates('a', 4, 2)).toEqual(['a-4', 'a-5']);
  });
});
