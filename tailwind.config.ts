import type { Config } from 'tailwindcss';

/** Theme tokens; read by Tailwind 4 through `@config` in src/styles/globals.css. The values live in CSS variables so a plan theme can change them at run time. */
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: 'var(--color-primary)',
          strong: 'var(--color-primary-strong)',
          soft: 'var(--color-primary-soft)',
          contrast: 'var(--color-on-primary)',
        },
        admin: {
          DEFAULT: 'var(--color-admin)',
          strong: 'var(--color-admin-strong)',
          contrast: 'var(--color-on-admin)',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
    },
  },
};

export default config;
