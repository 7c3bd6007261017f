import { Callout, Checkbox, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';

interface CloneDestinationsProps {
  id: string;
  /** The websites the reader may write to, the sources left out. */
  websites: readonly Website[];
  loading: boolean;
  chosen: readonly number[];
  invalid: boolean;
  /** Website id → how many of the articles have a copy there already. */
  copied?: ReadonlyMap<number, number>;
  onChange: (ids: number[]) => void;
}

/** One box per destination; an unverified website is shown but cannot be chosen. */
export function CloneDestinations({
  id,
  websites,
  loading,
  chosen,
  invalid,
  copied,
  onChange,
}: CloneDestinationsProps) {
  const { t } = useTranslation();
  if (loading) return <Spinner size={20} aria-label={t('common.loading')} />;
  if (websites.length === 0) {
    return (
      <Callout intent="warning" icon="warning-sign" data-testid="clone-no-destinations">
        {t('cloning.dialog.noDestinations')}
      </Callout>
    );
  }
  const set = new Set(chosen);
  return (
    <div
      id={id}
      className="ams-clone-destinations"
      role="group"
      aria-invalid={invalid || undefined}
      data-testid="clone-destinations"
      tabIndex={-1}
    >
      {websites.map((website) => (
        <Checkbox
          key={website.id}
          checked={set.has(website.id)}
          disabled={!website.verified}
          data-testid={`clone-destination-${website.id}`}
          labelElement={
            <span className="ams-clone-destination">
              <span>{website.name}</span>
              {website.language && (
                <Tag minimal round>
                  {website.language}
                </Tag>
              )}
              {copied?.has(website.id) && (
                <Tag
                  minimal
                  intent="primary"
                  icon="duplicate"
                  data-testid={`clone-destination-copied-${website.id}`}
                >
                  {t('cloning.dialog.copied')}
                </Tag>
              )}
              {!website.verified && (
                <Tag minimal intent="warning">
                  {t('cloning.dialog.notVerified')}
                </Tag>
              )}
            </span>
          }
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...chosen, website.id]
                : chosen.filter((x) => x !== website.id),
            )
          }
        />
      ))}
    </div>
  );
}
