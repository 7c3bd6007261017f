import { describeLocaleLayout } from './support/locale-layout';

// Romanian and Ukrainian left to right, and Ukrainian right to left (the rest in
// locales-layout-ltr.test.ts).
describeLocaleLayout([
  { language: 'ro', direction: 'ltr' },
  { language: 'ua', direction: 'ltr' },
  { language: 'ua', direction: 'rtl' },
]);
