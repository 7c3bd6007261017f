import '../../../ui/list/list.css';
import './modules.css';
import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import type { ModuleTreeNode } from '../../../api/modules';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { showToast } from '../../../ui/toaster';
import { ModuleDetails } from '../components/ModuleDetails';
import { ModuleDialog } from '../components/ModuleDialog';
import { ModuleTreePanel } from '../components/ModuleTreePanel';
import { useDeleteModule, useModuleTreeQuery } from '../hooks/useModules';
import { findModule } from '../moduleTree';

interface DialogState {
  module: ModuleTreeNode | null;
  parentId: number | null;
}

/** `/apps/modules/list` (read on module): the module tree and the selected module's details. */
export default function ModulesPage() {
  const { t } = useTranslation();
  const query = useModuleTreeQuery();
  const ability = useAtomValue(abilityAtom);
  const canCreate = ability.can('create', 'module');
  const canWrite = ability.can('write', 'module');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<ModuleTreeNode | null>(null);
  const remove = useDeleteModule();
  const tree = useMemo(() => query.data ?? [], [query.data]);
  const selected = selectedId === null ? undefined : findModule(tree, selectedId);
  const parent = selected?.parentId ? findModule(tree, selected.parentId) : undefined;
  const onSelect = useCallback((id: number) => setSelectedId(id), []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('modules.deleted') });
        setDeleting(null);
        setSelectedId(null);
      },
      onError: (error) => {
        const message = isApiError(error, 409)
          ? t('modules.hasChildren')
          : t('modules.deleteFailed');
        void showToast({ intent: 'danger', icon: 'error', message });
        setDeleting(null);
      },
    });
  };

  const body = () => {
    if (query.isPending) return <PageLoader />;
    if (query.isError) {
      return (
        <EmptyState
          icon="error"
          title={t('modules.loadFailed')}
          description={query.error.message || t('common.unknownError')}
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
          onDelete={canWrite && selected ? () => setDeleting(selected) : undefined}
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
        isOpen={deleting !== null}
        message={t('modules.confirmDelete', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="modules-delete-confirm"
      />
    </>
  );
}
