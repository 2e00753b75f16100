import { describe, expect, it } from 'vitest';
import { DUPLICATE_TEXT, findDuplicates } from './location-duplicates';

const others = [
  { name: 'Dundas & Richmond', address: '215 Dundas St., London, ON' },
  { name: 'Wellington Rd', address: '1 Wellington Rd, London, ON' },
];

describe('findDuplicates', () => {
  it('finds a board with the same name or address, ignoring case, spacing and punctuation', () => {
    expect(findDuplicates({ name: 'dundas  & richmond', address: 'elsewhere' }, others)).toEqual({ sameName: ['Dundas & Richmond'], sameAddress: [] });
    expect(findDuplicates({ name: 'New face', address: '215 dundas st, London ON' }, others)).toEqual({ sameName: [], sameAddress: ['Dundas & Richmond'] });
  });

  it('finds nothing for a new board, or for empty fields', () => {
    expect(findDuplicates({ name: 'Oxford St', address: '9 Oxford St' }, others)).toEqual({ sameName: [], sameAddress: [] });
    expect(findDuplicates({ name: '', address: '' }, [{ name: '', address: '' }])).toEqual({ sameName: [], sameAddress: [] });
  });

  it('words the warnings as warnings', () => {
    expect(DUPLICATE_TEXT.sameAddress(['Dundas & Richmond'])).toBe(
      'Dundas & Richmond is at the same address. Save anyway if this is another face or screen there.',
    );
  });
});
