import { Dialog, DialogBody, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CalendarPost } from '../../../api/calendar';
import { formatDateTime } from '../../../lib/intl';
import type { Story } from './EditorialCalendar';
import { MoveForm } from './MoveForm';

interface StoryDialogProps {
  story: Story | null;
  onClose: () => void;
}

/** A story opened from the calendar: the post, and its copies on other websites. */
export function StoryDialog({ story, onClose }: StoryDialogProps) {
  const { t, i18n } = useTranslation();
  const line = (post: CalendarPost) => (
    <li key={post.id} className="ams-calendar-story-line" data-testid={`calendar-story-${post.id}`}>
      <Tag minimal intent={post.status === 'future' ? 'primary' : 'success'}>
        {t(`calendar.status.${post.status}`)}
      </Tag>{' '}
      <strong>{post.websiteName}</strong> · {formatDateTime(post.date, i18n.language)}
      {post.authorName && <> · {post.authorName}</>}{' '}
      <a href={post.link} target="_blank" rel="noopener noreferrer" className="ams-external">
        {t('calendar.openOnSite')}
      </a>
    </li>
  );
  return (
    <Dialog
      isOpen={story !== null}
      onClose={onClose}
      title={story?.post.title ?? ''}
      icon="calendar"
    >
      {story && (
        <DialogBody>
          <div data-testid="calendar-story">
            <ul className="ams-calendar-story">{line(story.post)}</ul>
            {story.copies.length > 0 && (
              <>
                <h3 className="ams-calendar-story-heading">
                  {t('calendar.copies', { count: story.copies.length })}
                </h3>
                <ul className="ams-calendar-story">{story.copies.map(line)}</ul>
              </>
            )}
            {story.post.status === 'future' && !story.post.canMove && (
              <p className="ams-muted">{t('calendar.cannotMove')}</p>
            )}
            {story.post.canMove && <MoveForm post={story.post} onMoved={onClose} />}
          </div>
        </DialogBody>
      )}
    </Dialog>
  );
}
