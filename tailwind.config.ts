import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

// The brand theme lives here: golden-yellow accent (theme colour #f0af00),
// the orange desktop top bar and the gradients used by every hero.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
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
        },
        topbar: '#e8590c',
        ink: '#111827',
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
