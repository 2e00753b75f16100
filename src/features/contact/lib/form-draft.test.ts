// @vitest-environment jsdom
import { clearDraft, DRAFT_STORAGE_KEY, readDraft, writeDraft } from './form-draft';

describe('the contact form draft', () => {
  it('keeps the typed fields for the session, and clears them', () => {
    writeDraft({ name: 'Mario Rossi', email: 'mario@example.com', company: '', phone: '519-555-0123', message: 'Near campus.' }, null);
    expect(readDraft()).toEqual({ name: 'Mario Rossi', email: 'mario@example.com', phone: '519-555-0123', message: 'Near campus.' });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    clearDraft();
    expect(readDraft()).toEqual({});
  });

  it("does not keep a plan's own text as the visitor's message", () => {
    writeDraft({ name: 'Mario', message: 'I would like a quote for 1 billboard' }, 'I would like a quote for 1 billboard');
    expect(readDraft()).toEqual({ name: 'Mario' });
    writeDraft({ name: 'Mario', message: 'I would like a quote for 1 billboard, and a design' }, 'I would like a quote for 1 billboard');
    expect(readDraft().message).toBe('I would like a quote for 1 billboard, and a design');
  });

  it('reads anything else under its key as no draft', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(readDraft()).toEqual({});
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 3, website: 'bot', email: 'a@b.ca' }));
    expect(readDraft()).toEqual({ email: 'a@b.ca' });
  });
});
