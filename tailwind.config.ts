import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

// The brand theme lives here: golden-yellow accent (theme colour #f0af00),
// the orange desktop top bar, the gradients used by every hero, and the focus
// ring's colours.

const brand = {
  DEFAULT: '#f0af00',
  50: '#fff9e5',
  100: '#fff0bf',
  200: '#ffe07a',
  300: '#ffd033',
  400: '#f7bf0f',
  500: '#f0af00',
  600: '#c98f00',
  700: '#9a6c00',
  800: '#6e4d00',
  900: '#4a3300',
};
const ink = '#111827';

/**
 * The focus ring, in a shade of the brand that keeps 3:1 against the surface it
 * is drawn on (WCAG's non-text contrast): dark gold on the light pages, light
 * gold on the dark bands (`surface-dark`), ink on the yellow-to-orange call to
 * action (`surface-brand`). `focus` itself is the one the surface chose (index.css).
 */
export const focusRing = { onLight: brand[700], onDark: brand[300], onBrand: ink };

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand,
        topbar: '#e8590c',
        ink,
        focus: { DEFAULT: 'var(--focus-ring)', ...focusRing },
      },
      backgroundImage: {
        'hero-gradient': 'linear-gradient(135deg, #111827 0%, #1f2937 45%, #7a5300 100%)',
        'hero-gradient-warm': 'linear-gradient(135deg, #7a3a00 0%, #c2410c 50%, #f0af00 100%)',
        'cta-gradient': 'linear-gradient(90deg, #f0af00 0%, #e8590c 100%)',
      },
      fontFamily: {
        // System fonts: no web-font download, no layout shift, native look on every device.
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
  plugins: [typography],
} satisfies Config;
