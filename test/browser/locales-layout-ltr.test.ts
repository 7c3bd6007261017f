import { describeLocaleLayout } from './support/locale-layout';

// English, Italian and Polish, left to right (the rest in locales-layout-rtl.test.ts).
describeLocaleLayout([
  { language: 'en', direction: 'ltr' },
  { language: 'it', direction: 'ltr' },
  { language: 'pl', direction: 'ltr' },
]);
