import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';

/**
 * A menu opened from a button (navbar, user, language, shortcuts): Blueprint's popover with its
 * minimal animation, a 100 ms fade in place. The default grows the menu from 30 % with an
 * overshoot for 300 ms, so an item pressed while it opens has moved by the time the button comes
 * up, and the browser sends no click (the menu stays open, nothing happens). Blueprint's own
 * submenus open this way too.
 */
export function MenuPopover(props: PopoverNextProps) {
  return <PopoverNext animation="minimal" {...props} />;
}
