import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Feedback, FeedbackSort } from '../../../api/feedback';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { useListParams } from '../../../ui/list/useListParams';
import { FeedbacksList } from '../components/FeedbacksList';
import { useDeleteFeedback } from '../hooks/useFeedbacks';

const LIST: ListOptions<FeedbackSort, never> = {
  sortKeys: ['createdAt', 'fullName', 'email'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
};

/** `/apps/feedbacks/list` (read on feedback): newest first; new reports appear live. */
export default function FeedbacksPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  const deletion = useConfirmedDelete<Feedback>(useDeleteFeedback(), {
    deleted: t('feedback.deleted'),
    failed: t('feedback.deleteFailed'),
  });

  return (
    <>
      <ListPage
        title={t('feedback.title')}
        subtitle={t('feedback.subtitle')}
        search={{ list, placeholder: t('feedback.search'), testId: 'feedbacks-search' }}
      >
        <FeedbacksList
          list={list}
          onDelete={ability.can('write', 'feedback') ? deletion.ask : undefined}
        />
      </ListPage>
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('feedback.confirmDelete', { name: deletion.target?.fullName ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="feedbacks-delete-confirm"
      />
    </>
  );
}
