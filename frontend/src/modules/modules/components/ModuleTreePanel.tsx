import { Button, ButtonGroup, InputGroup, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleTreeNode } from '../../../api/modules';
import { filterTree, flattenTree } from '../moduleTree';

interface ModuleTreePanelProps {
  tree: readonly ModuleTreeNode[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The modules as a Blueprint Tree, with a filter and expand / collapse all. */
export function ModuleTreePanel({ tree, selectedId, onSelect }: ModuleTreePanelProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const visible = useMemo(() => filterTree(tree, filter), [tree, filter]);
  const filtering = filter.trim() !== '';

  const contents = useMemo(() => {
    const toNode = (module: ModuleTreeNode): TreeNodeInfo<ModuleTreeNode> => {
      const children = module.children ?? [];
      return {
        id: module.id,
        nodeData: module,
        icon: children.length > 0 ? 'diagram-tree' : 'cube',
        // A filter shows every match, whatever was collapsed.
        isExpanded: filtering || !collapsed.has(module.id),
        isSelected: module.id === selectedId,
        hasCaret: children.length > 0,
        label: (
          <span
            role="button"
            tabIndex={0}
            className="ams-tree-label"
            data-testid={`module-node-${module.code}`}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(module.id);
              }
            }}
          >
            {module.name}
          </span>
        ),
        secondaryLabel: (
          <Tag minimal className="ams-tree-code">
            {module.code}
          </Tag>
        ),
        childNodes: children.length > 0 ? children.map(toNode) : undefined,
      };
    };
    return visible.map(toNode);
  }, [visible, collapsed, filtering, selectedId, onSelect]);

  const toggle = (id: number, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="ams-module-tree" data-testid="modules-tree">
      <div className="ams-list-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          className="ams-list-search"
          placeholder={t('modules.search')}
          aria-label={t('modules.search')}
          data-testid="modules-search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <ButtonGroup variant="minimal">
          <Button
            icon="expand-all"
            aria-label={t('modules.expandAll')}
            title={t('modules.expandAll')}
            onClick={() => setCollapsed(new Set())}
          />
          <Button
            icon="collapse-all"
            aria-label={t('modules.collapseAll')}
            title={t('modules.collapseAll')}
            onClick={() => setCollapsed(new Set(flattenTree(tree).map(({ module }) => module.id)))}
          />
        </ButtonGroup>
      </div>
      {contents.length === 0 ? (
        <p className="ams-muted">{t('dataList.noMatchTitle')}</p>
      ) : (
        <Tree<ModuleTreeNode>
          contents={contents}
          onNodeClick={(node) => onSelect(Number(node.id))}
          onNodeExpand={(node) => toggle(Number(node.id), true)}
          onNodeCollapse={(node) => toggle(Number(node.id), false)}
        />
      )}
    </div>
  );
}
