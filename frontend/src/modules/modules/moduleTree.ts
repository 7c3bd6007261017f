import type { ModuleTreeNode } from '../../api/modules';

export interface FlatModule {
  module: ModuleTreeNode;
  depth: number;
}

/** Depth-first, parents before their children, as the tree shows them. */
export function flattenTree(nodes: readonly ModuleTreeNode[], depth = 0): FlatModule[] {
  return nodes.flatMap((module) => [
    { module, depth },
    ...flattenTree(module.children ?? [], depth + 1),
  ]);
}

export function findModule(
  nodes: readonly ModuleTreeNode[],
  id: number,
): ModuleTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findModule(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The module and everything below it: none of them can become its parent. */
export function subtreeIds(node: ModuleTreeNode): Set<number> {
  return new Set(flattenTree([node]).map(({ module }) => module.id));
}

/** Where a module may move: every module except itself and its descendants (no cycles). */
export function parentChoices(tree: readonly ModuleTreeNode[], moduleId: number | null) {
  const self = moduleId === null ? undefined : findModule(tree, moduleId);
  const excluded = self ? subtreeIds(self) : new Set<number>();
  return flattenTree(tree).filter(({ module }) => !excluded.has(module.id));
}

/** Modules whose name or code contains the text, with the ancestors that lead to them. */
export function filterTree(nodes: readonly ModuleTreeNode[], text: string): ModuleTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], needle);
    const matches =
      node.name.toLowerCase().includes(needle) || node.code.toLowerCase().includes(needle);
    return matches || children.length > 0 ? [{ ...node, children }] : [];
  });
}
