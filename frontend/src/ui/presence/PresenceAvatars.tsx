import './presence.css';
import type { PresenceKind } from '@events';
import { Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../UserAvatar';
import { usePresence } from './usePresence';

/** At most this many faces; the rest are counted. */
const SHOWN = 4;

interface PresenceAvatarsProps {
  kind: PresenceKind;
  /** null: no record is open (nothing is joined). */
  id: number | null;
}

/** The faces of the others viewing this record now (nothing when the reader is alone). */
export function PresenceAvatars({ kind, id }: PresenceAvatarsProps) {
  const { t } = useTranslation();
  const viewers = usePresence(kind, id);
  if (viewers.length === 0) return null;
  const names = viewers.map((viewer) => viewer.name).join(', ');
  const hidden = viewers.length - SHOWN;
  return (
    <div
      className="ams-presence"
      role="group"
      aria-label={`${t('presence.label')}: ${names}`}
      data-testid="presence-avatars"
    >
      {viewers.slice(0, SHOWN).map((viewer) => (
        <Tooltip key={viewer.id} content={t('presence.viewing', { name: viewer.name })} compact>
          <span
            className="ams-presence-face"
            data-testid="presence-viewer"
            data-user-id={viewer.id}
          >
            <UserAvatar name={viewer.name} src={viewer.avatar} size={26} />
          </span>
        </Tooltip>
      ))}
      {hidden > 0 && (
        <span className="ams-presence-more">{t('presence.more', { count: hidden })}</span>
      )}
    </div>
  );
}
