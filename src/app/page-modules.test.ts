// @vitest-environment jsdom
import { PAGE_MODULES_ID, requestPageModules } from './page-modules';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('requestPageModules', () => {
  it('puts the listed modulepreload links into the head, where the browser requests them', () => {
    document.head.innerHTML = `<template id="${PAGE_MODULES_ID}"><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/home.js"></template>`;
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    requestPageModules();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/react.js', '/assets/home.js']);
    expect(links.every((l) => l.crossOrigin === '')).toBe(true);
  });

  it('does nothing on a page without the list (the SPA fallback)', () => {
    requestPageModules();
    expect(document.head.children).toHaveLength(0);
  });
});
