import { emailHint } from './email-hint';

describe('emailHint', () => {
  it.each([
    ['mario@gmial.con', 'mario@gmail.com'],
    ['mario@gmail.con', 'mario@gmail.com'],
    ['Mario.Rossi@GMIAL.COM', 'Mario.Rossi@gmail.com'],
    ['pat@hotmial.ca', 'pat@hotmail.ca'],
    ['pat@rogers.con', 'pat@rogers.com'],
    ['  pat@sympatco.ca ', 'pat@sympatico.ca'],
  ])('%s: did you mean %s?', (typed, meant) => {
    expect(emailHint(typed)).toBe(meant);
  });

  it.each(['mario@gmail.com', 'pat@example.com', 'owner@londondigitalbillboards.ca', 'student@uwo.ca', 'pat@hotmail.ca', 'pat@rogers.com'])(
    'leaves %s alone',
    (typed) => {
      expect(emailHint(typed)).toBeNull();
    },
  );

  it('says nothing of what is not an address yet', () => {
    expect(emailHint('')).toBeNull();
    expect(emailHint('mario')).toBeNull();
    expect(emailHint('mario@')).toBeNull();
    expect(emailHint('@gmial.con')).toBeNull();
  });
});
