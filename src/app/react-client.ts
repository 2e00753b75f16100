// react-dom's client as an ES module of the `react` chunk (vite.config.ts). The
// entry imports it rather than the CommonJS package itself, which would make the
// entry load the bundler's interop helpers before the page has painted.
export { createRoot, hydrateRoot } from 'react-dom/client';
