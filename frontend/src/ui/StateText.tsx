import type { ReactNode } from 'react';
import { Heading } from './Heading';

interface StateTextProps {
  /** 1 where the state is the page (404, 500…), 2 where it stands in a page under its title. */
  level: 1 | 2;
  title: string;
  description?: ReactNode;
}

/**
 * A NonIdealState's title and text, passed as its description: Blueprint always makes the title an
 * h4, which after the page's h1 skips two levels; this one takes the level the page needs, drawn
 * at the h4's size.
 */
export function StateText({ level, title, description }: StateTextProps) {
  return (
    <>
      <Heading level={level} size={4}>
        {title}
      </Heading>
      {description != null && <div>{description}</div>}
    </>
  );
}
