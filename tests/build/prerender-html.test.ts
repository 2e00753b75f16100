import { assemblePage, HEAD_END, HEAD_START, splitHoisted } from '../../scripts/prerender-html';
import { fileForPath } from '../../scripts/prerender';
import { serializePrerenderState } from '../../src/app/prerender-state';

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('splitHoisted', () => {
  it('takes the leading title, meta and link tags React hoists, and stops at the markup', () => {
    const { head, body } = splitHoisted(
      '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="x"/><div><title>not hoisted</title></div>',
    );
    expect(head).toBe('<title>T</title><meta name="description" content="d"/><link rel="canonical" href="x"/>');
    expect(body).toBe('<div><title>not hoisted</title></div>');
  });
});

describe('assemblePage', () => {
  const html = '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="c"/><main><h1>Hi</h1></main>';

  it('puts head tags between the markers, the markup in #root and the state after it', () => {
    const { page, missing } = assemblePage(template, { html, state: '{"a":1}', stylesheets: [] });
    expect(missing).toEqual([]);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`${HEAD_START}<title>T</title>`);
    expect(head).toContain(`<link rel="canonical" href="c"/>${HEAD_END}`);
    // The stylesheet and the page's own head tags (its hero's preload) come before the entry's script.
    expect(head.indexOf(HEAD_END)).toBeLessThan(head.indexOf('<script type="module"'));
    expect(page).toContain('<div id="root"><main><h1>Hi</h1></main></div><script type="application/json" id="prerender-state">{"a":1}</script>');
  });

  it('lists the modules of the page as inert modulepreload links after the entry, leaving out those the entry loads itself', () => {
    const withPreload = template.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/helper.js"></head>');
    const { page } = assemblePage(withPreload, {
      html,
      state: '{}',
      stylesheets: [],
      modules: ['/assets/index.js', '/assets/helper.js', '/assets/react.js', '/assets/home.js'],
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<template id="page-modules"><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/home.js"></template>',
    );
    expect(head.indexOf('<script type="module"')).toBeLessThan(head.indexOf('<template id="page-modules">'));
    expect(assemblePage(template, { html, state: '{}', stylesheets: [], modules: ['/assets/index.js'] }).page).not.toContain('<template');
  });

  it('inserts head, markup and state verbatim, dollar patterns included', () => {
    const dollars = "$$ $& $` $'";
    const withDollars = `<title>${dollars}</title><meta name="description" content="d"/><link rel="canonical" href="c"/><main><h1>${dollars}</h1></main>`;
    const { page } = assemblePage(template, { html: withDollars, state: JSON.stringify({ x: dollars }), stylesheets: [] });
    expect(page).toContain(`<title>${dollars}</title>`);
    expect(page).toContain(`<h1>${dollars}</h1>`);
    expect(page).toContain(JSON.stringify({ x: dollars }));
  });

  it('reports a page without <Seo>, and refuses duplicates', () => {
    expect(assemblePage(template, { html: '<main></main>', state: '{}', stylesheets: [] }).missing).toEqual(['<title>', 'meta description', 'canonical link']);
    const twice = `<title>A</title>${html}`;
    expect(() => assemblePage(template, { html: twice, state: '{}', stylesheets: [] })).toThrow(/2 <title>/);
  });
});

describe('serializePrerenderState', () => {
  it('cannot close the script element', () => {
    const hostile = '/</script><script>alert(1)</script>';
    const json = serializePrerenderState({ path: hostile, queries: { mutations: [], queries: [] } });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).path).toBe(hostile);
  });
});

describe('fileForPath', () => {
  it('maps canonical paths to .html files', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/about-us')).toBe('about-us.html');
    expect(fileForPath('/blog/my-post')).toBe('blog/my-post.html');
    expect(() => fileForPath('/blog/..')).toThrow();
  });
});
