import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CalendarPost } from '../../../api/calendar';
import { toIsoDate } from '../../../lib/days';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useReschedule } from '../hooks/useCalendar';
import { showMoved } from '../moved';

interface MoveDraft {
  /** `datetime-local` text, in the reader's clock. */
  date: string;
}
const MOVE_FIELDS = ['date'] as const;

/** `YYYY-MM-DDTHH:mm` of an ISO time in the reader's clock, as a `datetime-local` input shows it. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Moves a scheduled post by typing its new time: what dragging does, by keyboard (and for anyone
 * who would rather not drag).
 */
export function MoveForm({ post, onMoved }: { post: CalendarPost; onMoved: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useEntityForm({
    initial: (): MoveDraft => ({ date: localInput(post.date) }),
    fields: MOVE_FIELDS,
    validate: (draft: MoveDraft) => {
      const iso = toIsoDate(draft.date);
      if (!iso) return { date: 'calendar.move.dateRequired' };
      return Date.parse(iso) <= Date.now() ? { date: 'errors.calendar.date.past' } : {};
    },
    mutation: useReschedule(),
    toVariables: (draft) => ({ id: post.id, date: toIsoDate(draft.date)! }),
    codeFields: { 'calendar.date.past': 'date', 'calendar.date.required': 'date' },
    idPrefix: `calendar-move-${post.id}`,
    refocus: true,
    onSaved: (moved) => {
      showMoved(t, i18n.language, moved);
      onMoved();
    },
  });
  return (
    <form className="ams-calendar-move" onSubmit={form.onSubmit} noValidate>
      <FormError message={form.formError} />
      <FormGroup label={t('calendar.move.label')} {...form.groupProps('date')}>
        <InputGroup
          {...form.inputProps('date')}
          type="datetime-local"
          data-testid="calendar-move-date"
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        icon="calendar"
        text={t('calendar.move.submit')}
        loading={form.pending}
        data-testid="calendar-move-submit"
      />
    </form>
  );
}
