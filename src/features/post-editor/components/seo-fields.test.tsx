import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeoFields } from './seo-fields';

function Harness({ title = 'My post title', excerpt = 'Short summary' }: { title?: string; excerpt?: string }) {
  const [meta, setMeta] = useState({ metaTitle: '', metaDescription: '' });
  return <SeoFields title={title} excerpt={excerpt} {...meta} onChange={(c) => setMeta((m) => ({ ...m, ...c }))} />;
}

describe('SeoFields', () => {
  it('counts meta title characters out of 60 and limits the field to 60', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Meta title');
    expect(field).toHaveAttribute('maxLength', '60');
    expect(screen.getByText('0/60 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Billboards' } });
    expect(screen.getByText('10/60 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(75) } });
    expect(field).toHaveValue('x'.repeat(60));
    expect(screen.getByText('60/60 characters')).toBeInTheDocument();
  });

  it('counts meta description characters out of 160 and limits the field to 160', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Meta description');
    expect(field).toHaveAttribute('maxLength', '160');
    expect(screen.getByText('0/160 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(screen.getByText('3/160 characters')).toBeInTheDocument();
  });

  it('shows the fallbacks: the title for the meta title and the excerpt for the description', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Meta title')).toHaveAttribute('placeholder', 'My post title');
    expect(screen.getByLabelText('Meta description')).toHaveAttribute('placeholder', 'Short summary');
    expect(screen.getByText('When empty, the post title is used.')).toBeInTheDocument();
    expect(screen.getByText('When empty, the excerpt is used.')).toBeInTheDocument();
  });
});
