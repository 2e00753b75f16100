new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(1);
new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
self.close();
