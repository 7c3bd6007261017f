import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsReport } from '../../../api/analytics';
import { formatNumber } from '../../../lib/intl';
import { bucketLabel } from '../ticks';

const LINES = [
  ['views', '#2d72d2'],
  ['visits', '#238551'],
  ['visitors', '#c87619'],
  ['conversions', '#cd4246'],
] as const;

/** The time series (loaded only with this page: recharts stays out of every other chunk). */
export default function AnalyticsChart({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const label = bucketLabel(report.grain, i18n.language);
  const data = report.series.map((point) => ({ ...point, label: label(point.t) }));
  return (
    <div className="ams-analytics-chart" data-testid="analytics-chart">
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.4} />
          <XAxis dataKey="label" minTickGap={24} fontSize={12} />
          <YAxis
            allowDecimals={false}
            fontSize={12}
            width={48}
            tickFormatter={(v: number) => formatNumber(v, i18n.language)}
          />
          <Tooltip formatter={(v) => formatNumber(Number(v), i18n.language)} />
          <Legend />
          {LINES.map(([key, color]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={t(`analytics.metrics.${key}`)}
              stroke={color}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
