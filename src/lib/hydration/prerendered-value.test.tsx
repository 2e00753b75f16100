import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerenderedValue, useTypedBeforeHydration } from './prerendered-value';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerenderedValue', () => {
  it('reads what was typed into a prerendered input or textarea', () => {
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><div id="c"></div>';
    (document.getElementById('a') as HTMLInputElement).value = 'Jane';
    (document.getElementById('b') as HTMLTextAreaElement).value = 'Two boards';
    expect(prerenderedValue('a')).toBe('Jane');
    expect(prerenderedValue('b')).toBe('Two boards');
  });

  it('is empty for an element that is not a text field, or none', () => {
    document.body.innerHTML = '<div id="c">text</div>';
    expect(prerenderedValue('c')).toBe('');
    expect(prerenderedValue('missing')).toBe('');
  });
});

describe('useTypedBeforeHydration', () => {
  function Field({ seen }: { seen: (value: string) => void }) {
    // State made without looking at the page, as when the visitor types
    // between the render that hydrates the field and its commit.
    const [value, setValue] = useState('');
    useTypedBeforeHydration(['name'], [value], ([typed]) => setValue(typed!));
    seen(value);
    return <input id="name" aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />;
  }

  it('takes what was typed into the field into the state right after the hydrating commit', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field seen={() => undefined} />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'Jane';

    const seen: string[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Field seen={(v) => seen.push(v)} />);
    });
    expect(seen.at(-1)).toBe('Jane');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('Jane');
    act(() => root!.unmount());
  });
});
