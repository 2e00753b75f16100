import { describe, expect, it } from 'vitest';
import { formatList, parseList } from './parse-list';

describe('parseList', () => {
  it('splits comma-separated text into trimmed items without empty ones', () => {
    expect(parseList(' marketing,  billboards ,, ,London ')).toEqual(['marketing', 'billboards', 'London']);
  });

  it('turns a single value into a list', () => {
    expect(parseList('news')).toEqual(['news']);
  });

  it('normalises a list', () => {
    expect(parseList([' a ', '', 'b, c'])).toEqual(['a', 'b', 'c']);
  });

  it('gives an empty list for empty input', () => {
    expect(parseList('')).toEqual([]);
    expect(parseList('  ,  ')).toEqual([]);
    expect(parseList(null)).toEqual([]);
    expect(parseList(undefined)).toEqual([]);
  });
});

describe('formatList', () => {
  it('joins with a comma and a space', () => {
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList(null)).toBe('');
  });
});
