import { parseFragment } from 'parse5';
import { DomainException } from '../core/http/domain-error';
import { PROMPT_ERRORS } from '../prompts/prompts.errors';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** The image addresses (`src`) and link targets (`href`) of a body, each once, sorted. */
export function mediaOf(html: string): { images: string[]; links: string[] } {
  const images = new Set<string>();
  const links = new Set<string>();
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value.trim();
    if (node.nodeName === 'img') {
      const src = attr('src');
      if (src) images.add(src);
    } else if (node.nodeName === 'a') {
      const href = attr('href');
      if (href) links.add(href);
    }
    node.childNodes?.forEach(walk);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return { images: [...images].sort(), links: [...links].sort() };
}

/** The first image or link of `before` that `after` lost, or that `after` added; null if none. */
export function mediaChange(before: string, after: string): string | null {
  const a = mediaOf(before);
  const b = mediaOf(after);
  for (const [from, to] of [
    [a.images, b.images],
    [a.links, b.links],
  ] as const) {
    const lost = from.find((x) => !to.includes(x));
    if (lost) return lost;
    const added = to.find((x) => !from.includes(x));
    if (added) return added;
  }
  return null;
}

/**
 * Asks, and when the body of the answer lost or changed an image or link of `source` (null: no
 * body to keep), asks once more saying which; a second such answer is refused with its address.
 */
export async function keepingMedia<T>(
  source: string | null,
  ask: (note: string) => Promise<T>,
  bodyOf: (answer: T) => string,
): Promise<T> {
  const first = await ask('');
  if (source === null) return first;
  const lost = mediaChange(source, bodyOf(first));
  if (lost === null) return first;
  const second = await ask(
    `\n\nYour previous answer lost or changed the image or link ${lost}. Keep every image and link of the body exactly as given.`,
  );
  const still = mediaChange(source, bodyOf(second));
  if (still === null) return second;
  throw new DomainException(PROMPT_ERRORS.mediaChanged, {
    message: `The AI answer lost or changed ${still}.`,
    params: { address: still },
  });
}
