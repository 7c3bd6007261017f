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
        <DayField list={list} filter="from" label={t('audit.filters.from')} max="to" />
        <DayField list={list} filter="to" label={t('audit.filters.to')} min="from" />
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

/** One day of the range, kept from passing the other (`min`/`max` name the other filter). */
function DayField({
  list,
  filter,
  label,
  min,
  max,
}: {
  list: FilteredList<AuditFilter>;
  filter: 'from' | 'to';
  label: string;
  min?: 'from';
  max?: 'to';
}) {
  const { filters } = list.params;
  return (
    <FormGroup label={label} labelFor={`audit-${filter}`} inline className="ams-audit-day">
      <InputGroup
        id={`audit-${filter}`}
        type="date"
        value={filters[filter] ?? ''}
        min={(min && filters[min]) || undefined}
        max={(max && filters[max]) || undefined}
        onChange={(e) => list.setFilter(filter, e.currentTarget.value)}
        data-testid={`audit-filter-${filter}`}
      />
    </FormGroup>
  );
}
