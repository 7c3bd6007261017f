import { FormGroup, HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RANGES, isInverted, type DashboardRange, type RangeName } from '../ranges';

interface RangeFilterProps {
  range: DashboardRange;
  onChange: (range: DashboardRange) => void;
  /** The websites the reader may read, offered as a filter when there are several. */
  websites: readonly { websiteId: number; name: string }[];
}

/** All time, Last 24hrs, Last Week, Last Month, or a custom range of days. */
export function RangeFilter({ range, onChange, websites }: RangeFilterProps) {
  const { t } = useTranslation();
  const inverted = isInverted(range);
  return (
    <div className="ams-dashboard-range" data-testid="dashboard-range">
      <SegmentedControl
        aria-label={t('dashboard.range')}
        options={RANGES.map((name) => ({ value: name, label: t(`dashboard.ranges.${name}`) }))}
        value={range.name}
        onValueChange={(name) => onChange({ ...range, name: name as RangeName })}
        size="small"
      />
      {websites.length > 1 && (
        <HTMLSelect
          aria-label={t('dashboard.website')}
          data-testid="dashboard-website-filter"
          value={range.websiteId === undefined ? '' : String(range.websiteId)}
          onChange={(e) =>
            onChange({
              ...range,
              websiteId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined,
            })
          }
          options={[
            { value: '', label: t('dashboard.allWebsites') },
            ...websites.map((w) => ({ value: String(w.websiteId), label: w.name })),
          ]}
        />
      )}
      {range.name === 'custom' && (
        <div className="ams-dashboard-custom">
          <FormGroup label={t('dashboard.from')} labelFor="dashboard-from" inline>
            <InputGroup
              id="dashboard-from"
              type="date"
              size="small"
              value={range.fromDay ?? ''}
              max={range.toDay}
              onChange={(e) => onChange({ ...range, fromDay: e.currentTarget.value || undefined })}
            />
          </FormGroup>
          <FormGroup
            label={t('dashboard.to')}
            labelFor="dashboard-to"
            inline
            intent={inverted ? 'danger' : 'none'}
            helperText={inverted ? t('errors.dashboard.range_inverted') : undefined}
          >
            <InputGroup
              id="dashboard-to"
              type="date"
              size="small"
              value={range.toDay ?? ''}
              min={range.fromDay}
              intent={inverted ? 'danger' : 'none'}
              onChange={(e) => onChange({ ...range, toDay: e.currentTarget.value || undefined })}
            />
          </FormGroup>
        </div>
      )}
    </div>
  );
}
