import { parseFragment } from 'parse5';

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
