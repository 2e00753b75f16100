// The first Intl call a page makes loads the platform's locale data, a
// one-time cost that on a phone is as long as any task the page runs. Chromium
// keeps that data for the whole renderer process, so when this worker pays it
// on another thread, the page's own first price or date is formatted at once.
// Elsewhere it costs the page nothing.
new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(1);
new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
self.close();
