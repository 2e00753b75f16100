// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NEW_POST_DRAFT_KEY, clearDraft, draftKey, latestDraft, readDraft, writeDraft } from './draft-storage';
import { emptyPostFormValues } from './post-form-values';

describe('draft storage', () => {
  it('keys drafts per post id, with a separate key for a new post', () => {
    expect(draftKey('abc')).toBe('blog-draft:abc');
    expect(draftKey(null)).toBe('blog-draft:new');
    expect(NEW_POST_DRAFT_KEY).toBe('blog-draft:new');
  });

  it('writes, reads and clears a draft', () => {
    const values = { ...emptyPostFormValues, title: 'Draft' };
    writeDraft('blog-draft:new', values, 123);
    expect(readDraft('blog-draft:new')).toEqual({ status: 'found', draft: { savedAt: 123, values } });
    clearDraft('blog-draft:new');
    expect(readDraft('blog-draft:new')).toEqual({ status: 'none' });
  });

  it('reports corrupt JSON and wrong shapes as corrupt', () => {
    localStorage.setItem('blog-draft:new', '{not json');
    expect(readDraft('blog-draft:new')).toEqual({ status: 'corrupt' });
    localStorage.setItem('blog-draft:new', JSON.stringify({ values: { title: 1 } }));
    expect(readDraft('blog-draft:new')).toEqual({ status: 'corrupt' });
  });
});

describe('latestDraft', () => {
  it('finds the newest draft of any post, an edit of an existing post included', () => {
    localStorage.clear();
    writeDraft(draftKey(null), { ...emptyPostFormValues, title: 'New one' }, 1000);
    writeDraft(draftKey('post-42'), { ...emptyPostFormValues, title: 'Edited' }, 2000);
    localStorage.setItem(draftKey('broken'), '{not json');
    expect(latestDraft()).toMatchObject({ postId: 'post-42', draft: { savedAt: 2000, values: { title: 'Edited' } } });
    localStorage.clear();
    expect(latestDraft()).toBeNull();
  });
});
