import { Classes } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page's outline: 1 for the page's title, 2 for a section under it, … */
  level: Level;
  /** The Blueprint heading size it is drawn at (H2…H5, layout.css); its level's when omitted. */
  size?: 2 | 3 | 4 | 5;
}

/**
 * A heading whose level follows the page's outline and whose size follows the design: Blueprint's
 * H1…H6 tie the two, so a card's small title under the page's title was an h4 or h5 after an h2,
 * and screen readers, which list and jump by level, found pages with no h1 and skipped levels.
 */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={[Classes.HEADING, size && size !== level && `ams-heading-${size}`, className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}
