import { FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../api/audit';
import { FilterSelect, type FilteredList } from '../../../ui/list/FilterSelect';
import { ACTION_LABEL, SUBJECT_LABEL } from '../auditLabels';
import type { AuditFilter } from './AuditList';

/**
 * The record kind and action filters, and the person's (set from their History tab), named by
 * the address their entries keep (`person`; their id until a page of them has loaded).
 */
export function AuditFilters({
  list,
  person,
}: {
  list: FilteredList<AuditFilter>;
  person?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        list={list}
        filter="subject"
        label={t('audit.filters.subject')}
        allLabel={t('audit.filters.allSubjects')}
        testId="audit-filter-subject"
        options={AUDIT_SUBJECTS.map((s) => ({ value: s, label: t(SUBJECT_LABEL[s]) }))}
      />
      <FilterSelect
        list={list}
        filter="action"
        label={t('audit.filters.action')}
        allLabel={t('audit.filters.allActions')}
        testId="audit-filter-action"
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(ACTION_LABEL[a]) }))}
      />
      <div className="ams-audit-days">
        <FormGroup
          label={t('audit.filters.from')}
          labelFor="audit-from"
          inline
          className="ams-audit-day"
        >
          <InputGroup
            id="audit-from"
            type="date"
            value={list.params.filters.from ?? ''}
            max={list.params.filters.to || undefined}
            onChange={(e) => list.setFilter('from', e.currentTarget.value)}
            data-testid="audit-filter-from"
          />
        </FormGroup>
        <FormGroup
          label={t('audit.filters.to')}
          labelFor="audit-to"
          inline
          className="ams-audit-day"
        >
          <InputGroup
            id="audit-to"
            type="date"
            value={list.params.filters.to ?? ''}
            min={list.params.filters.from || undefined}
            onChange={(e) => list.setFilter('to', e.currentTarget.value)}
            data-testid="audit-filter-to"
          />
        </FormGroup>
      </div>
      {list.params.filters.actorId && (
        <Tag
          large
          minimal
          icon="person"
          onRemove={() => list.setFilter('actorId', '')}
          data-testid="audit-filter-actor"
        >
          {t('audit.filters.byPerson', { who: person || `#${list.params.filters.actorId}` })}
        </Tag>
      )}
    </>
  );
}
