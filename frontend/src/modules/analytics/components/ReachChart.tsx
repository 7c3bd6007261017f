import { useTranslation } from 'react-i18next';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StoryReach } from '../../../api/analytics';
import { formatNumber } from '../../../lib/intl';
import { bucketLabel } from '../ticks';

/** A story's views over the period (loaded with the drawer's reach only: recharts stays apart). */
export default function ReachChart({ reach }: { reach: StoryReach }) {
  const { t, i18n } = useTranslation();
  const label = bucketLabel(reach.grain, i18n.language);
  const data = reach.series.map((point) => ({ ...point, label: label(point.t) }));
  return (
    <div className="ams-reach-chart" data-testid="reach-chart">
      <ResponsiveContainer width="100%" height={140}>
        <AreaChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <XAxis dataKey="label" minTickGap={24} fontSize={11} />
          <YAxis
            allowDecimals={false}
            fontSize={11}
            width={40}
            tickFormatter={(v: number) => formatNumber(v, i18n.language)}
          />
          <Tooltip formatter={(v) => formatNumber(Number(v), i18n.language)} />
          <Area
            type="monotone"
            dataKey="views"
            name={t('analytics.metrics.views')}
            stroke="#2d72d2"
            fill="#2d72d2"
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
