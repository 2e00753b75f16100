// The one piece of jsdom the prerender uses (a DOM for the sanitiser); the
// package ships no types and @types/jsdom is not installed.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
