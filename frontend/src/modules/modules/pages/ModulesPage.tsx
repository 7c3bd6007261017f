import '../../../ui/list/list.css';
import './modules.css';
import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleTreeNode } from '../../../api/modules';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { ModuleDetails } from '../components/ModuleDetails';
import { ModuleDialog } from '../components/ModuleDialog';
import { ModuleTreePanel } from '../components/ModuleTreePanel';
import { useDeleteModule, useModuleTreeQuery } from '../hooks/useModules';
import { findModule } from '../moduleTree';
import { errorMessage } from '../../../i18n/errorText';

interface DialogState {
  module: ModuleTreeNode | null;
  parentId: number | null;
}

/** `/apps/modules/list` (read on module): the module tree and the selected module's details. */
export default function ModulesPage() {
  const { t } = useTranslation();
  const query = useModuleTreeQuery();
  const ability = useAtomValue(abilityAtom);
  // Shared by every tenant: only administrators change them.
  const canCreate = ability.can('manage', 'all');
  const canWrite = canCreate;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const deletion = useConfirmedDelete<ModuleTreeNode>(
    useDeleteModule(),
    {
      deleted: t('modules.deleted'),
      conflict: t('modules.hasChildren'),
      failed: t('modules.deleteFailed'),
    },
    () => setSelectedId(null),
  );
  const tree = useMemo(() => query.data ?? [], [query.data]);
  const selected = selectedId === null ? undefined : findModule(tree, selectedId);
  const parent = selected?.parentId ? findModule(tree, selected.parentId) : undefined;
  const onSelect = useCallback((id: number) => setSelectedId(id), []);

  const body = () => {
    if (query.isPending) return <PageLoader />;
    if (query.isError) {
      return (
        <EmptyState
          icon="error"
          title={t('modules.loadFailed')}
          description={errorMessage(t, query.error)}
          action={<Button text={t('common.retry')} onClick={() => void query.refetch()} />}
        />
      );
    }
    if (tree.length === 0) {
      return (
        <EmptyState
          icon="cube"
          title={t('modules.emptyTitle')}
          description={t('modules.emptyBody')}
        />
      );
    }
    return (
      <div className="ams-modules-layout">
        <Card className="ams-list-card">
          <ModuleTreePanel tree={tree} selectedId={selectedId} onSelect={onSelect} />
        </Card>
        <ModuleDetails
          module={selected}
          parent={parent}
          onEdit={
            canWrite && selected ? () => setDialog({ module: selected, parentId: null }) : undefined
          }
          onAddChild={
            canCreate && selected
              ? () => setDialog({ module: null, parentId: selected.id })
              : undefined
          }
          onDelete={canWrite && selected ? () => deletion.ask(selected) : undefined}
        />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={t('modules.title')}
        subtitle={t('modules.subtitle')}
        actions={
          canCreate && (
            <Button
              intent="primary"
              icon="plus"
              text={t('modules.create')}
              data-testid="modules-create"
              onClick={() => setDialog({ module: null, parentId: null })}
            />
          )
        }
      />
      {body()}
      {dialog && (
        <ModuleDialog
          module={dialog.module}
          defaultParentId={dialog.parentId}
          tree={tree}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('modules.confirmDelete', { name: deletion.target?.name ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="modules-delete-confirm"
      />
    </>
  );
}
