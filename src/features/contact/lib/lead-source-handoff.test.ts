import { industrySource } from '@shared/contact-inquiry';
import { leadSourceState, readLeadSource } from './lead-source-handoff';

describe('lead source handoff', () => {
  it('reads back the source a page put in the history state', () => {
    expect(readLeadSource(leadSourceState('billboard-costs'))).toBe('billboard-costs');
    expect(readLeadSource(leadSourceState(industrySource('real-estate')))).toBe('industry-page:real-estate');
  });

  it.each([null, undefined, 'billboard-costs', {}, { leadSource: 'elsewhere' }, { leadSource: 3 }, { quotePlan: {} }])('ignores %j', (state) => {
    expect(readLeadSource(state)).toBeNull();
  });
});
