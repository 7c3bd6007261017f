import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback, FeedbackSort } from '../../../api/feedback';
import { formatDateTime } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { browserName } from '../browserName';
import { useFeedbacksQuery } from '../hooks/useFeedbacks';

interface FeedbacksListProps {
  list: ListState<FeedbackSort>;
  onDelete?: (feedback: Feedback) => void;
}

/** Date, full name, email, message and context (page and browser), paged by the server. */
export function FeedbacksList({ list, onDelete }: FeedbacksListProps) {
  const { t, i18n } = useTranslation();
  const query = useFeedbacksQuery(toApiQuery(list.params));
  const columns = useMemo<DataColumn<Feedback>[]>(() => {
    const base: DataColumn<Feedback>[] = [
      {
        id: 'createdAt',
        title: t('feedback.fields.date'),
        sortKey: 'createdAt',
        width: 140,
        render: (f) => formatDateTime(f.createdAt, i18n.language),
      },
      {
        id: 'fullName',
        title: t('feedback.fields.fullName'),
        sortKey: 'fullName',
        width: 130,
        grow: 1,
        render: (f) => f.fullName,
      },
      {
        id: 'email',
        title: t('feedback.fields.email'),
        sortKey: 'email',
        width: 170,
        grow: 1,
        render: (f) => <a href={`mailto:${f.email}`}>{f.email}</a>,
      },
      {
        id: 'message',
        title: t('feedback.fields.message'),
        width: 220,
        grow: 4,
        render: (f) => <span title={f.message}>{f.message}</span>,
      },
      {
        id: 'context',
        title: t('feedback.fields.context'),
        width: 180,
        grow: 2,
        render: (f) => (
          <span title={`${f.context.page}\n${f.context.userAgent}`}>
            {[f.context.page, browserName(f.context.userAgent)].filter(Boolean).join(' · ')}
          </span>
        ),
      },
    ];
    if (!onDelete) return base;
    return [
      ...base,
      {
        id: 'actions',
        title: t('dataList.actions'),
        width: 60,
        interactive: true,
        render: (f) => (
          <RowActions
            label={t('feedback.rowLabel', { name: f.fullName })}
            testIdPrefix="feedbacks"
            id={f.id}
            onDelete={() => onDelete(f)}
          />
        ),
      },
    ];
  }, [t, i18n.language, onDelete]);

  return (
    <ListResults
      testId="feedbacks-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('feedback.emptyTitle')}
      emptyBody={t('feedback.emptyBody')}
      errorTitle={t('feedback.loadFailed')}
    />
  );
}
