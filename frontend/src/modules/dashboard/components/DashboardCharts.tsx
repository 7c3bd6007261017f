import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardSummary } from '../../../api/dashboard';
import { formatNumber } from '../../../lib/intl';

/** Blueprint's palette (green, orange, red, gray): readable in the light and the dark theme. */
const SERIES = [
  { key: 'published', color: '#238551' },
  { key: 'drafts', color: '#c87619' },
  { key: 'trashed', color: '#cd4246' },
  { key: 'other', color: '#8f99a8' },
] as const;

/**
 * Articles by status per website (stacked bars) and in total (a ring). Loaded on its own by the
 * dashboard only, so recharts never weighs on another page.
 */
export default function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const label = (key: (typeof SERIES)[number]['key']) =>
    key === 'other' ? t('dashboard.otherStatuses') : t(`dashboard.counts.${key}`);
  const other = (c: { total: number; published: number; drafts: number; trashed: number }) =>
    Math.max(0, c.total - c.published - c.drafts - c.trashed);
  const bars = summary.websites.map((w) => ({ ...w, other: other(w) }));
  const ring = SERIES.map(({ key, color }) => ({
    key,
    color,
    name: label(key),
    value: key === 'other' ? other(summary.totals) : summary.totals[key],
  })).filter((slice) => slice.value > 0);
  const number = (value: unknown) => formatNumber(Number(value), i18n.language);

  return (
    <div className="ams-dashboard-charts" data-testid="dashboard-charts">
      <Card className="ams-dashboard-chart">
        <h2 className="ams-dashboard-section-title">{t('dashboard.charts.byWebsite')}</h2>
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tickFormatter={number} tick={{ fontSize: 12 }} />
            <Tooltip formatter={number} />
            <Legend itemSorter={null} />
            {SERIES.map(({ key, color }) => (
              <Bar
                key={key}
                dataKey={key}
                name={label(key)}
                stackId="status"
                fill={color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Card>
      <Card className="ams-dashboard-chart">
        <h2 className="ams-dashboard-section-title">{t('dashboard.charts.byStatus')}</h2>
        <ResponsiveContainer width="100%" height={280}>
          <PieChart>
            <Pie
              data={ring}
              dataKey="value"
              nameKey="name"
              innerRadius="55%"
              outerRadius="80%"
              isAnimationActive={false}
            >
              {ring.map((slice) => (
                <Cell key={slice.key} fill={slice.color} />
              ))}
            </Pie>
            <Tooltip formatter={number} />
            <Legend itemSorter={null} />
          </PieChart>
        </ResponsiveContainer>
      </Card>
    </div>
  );
}
