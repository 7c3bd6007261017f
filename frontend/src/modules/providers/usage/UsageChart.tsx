import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../lib/intl';
import type { UsageRow } from './usageCsv';

/** Day by day: tokens in and out, and characters translated (recharts, loaded with this chunk). */
export default function UsageChart({ days }: { days: UsageRow[] }) {
  const { t, i18n } = useTranslation();
  const data = days.map((d) => ({
    day: d.key ?? '',
    inputTokens: d.inputTokens,
    outputTokens: d.outputTokens,
    characters: d.characters,
  }));
  const n = (value: unknown) => formatNumber(Number(value), i18n.language);
  return (
    <div style={{ width: '100%', height: 280 }} data-testid="usage-chart">
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis tickFormatter={n} width={80} />
          <Tooltip formatter={n} />
          <Legend />
          <Bar
            dataKey="inputTokens"
            stackId="tokens"
            name={t('providers.usage.inputTokens')}
            fill="#2d72d2"
          />
          <Bar
            dataKey="outputTokens"
            stackId="tokens"
            name={t('providers.usage.outputTokens')}
            fill="#8abbff"
          />
          <Bar dataKey="characters" name={t('providers.usage.characters')} fill="#238551" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
