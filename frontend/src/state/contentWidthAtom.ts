import { COOKIE_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const CONTENT_WIDTHS = ['fluid', 'boxed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

export const contentWidthAtom = persistedAtom<ContentWidth>(COOKIE_KEYS.contentWidth, 'fluid', {
  target: 'cookie',
  validate: oneOf(CONTENT_WIDTHS),
});
