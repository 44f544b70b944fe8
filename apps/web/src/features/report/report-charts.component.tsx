import { SEVERITY_COLOURS, type TReportSummaryData, type TSeverityKey } from '@cda/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportLabels } from './use-report-labels.hook';

type TBar = { key: string; label: string; value: string; fraction: number; colour: string };

/**
 * A horizontal bar chart drawn as a list: every bar's label and value are text, so the chart needs no separate
 * text alternative and reads the same in a screen reader as on screen.
 */
const BarChart = ({ title, note, bars, empty }: { title: string; note?: string; bars: TBar[]; empty: string }) => {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 }, height: '100%' }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {bars.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.25 }}>
          {bars.map((bar) => (
            <Box component="li" key={bar.key}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: '0.875rem' }}>
                <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {bar.label}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {bar.value}
                </Box>
              </Box>
              <Box aria-hidden sx={{ mt: 0.5, height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${Math.max(2, Math.round(bar.fraction * 100))}%`, bgcolor: bar.colour, borderRadius: 5 }} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};

const SEVERITY_ORDER: TSeverityKey[] = ['High', 'Average', 'Low', 'other'];
const PART_COLOUR = '#1565c0';
const COST_COLOUR = '#2e7d32';

/** Spec 001 §2, §9: affected parts (top 8, whole-number percentages), damages by severity, and cost by part. */
export const ReportCharts = ({ summary }: { summary: TReportSummaryData }) => {
  const { t } = useTranslation('report');
  const { partLabel, severityLabel } = useReportLabels();
  const maxCount = Math.max(1, ...summary.top_parts.map((part) => part.count));
  const maxCost = Math.max(1, ...summary.part_costs.map((part) => part.total_cents));
  const severityTotal = Math.max(1, summary.damage_count);

  const partBars: TBar[] = summary.top_parts.map((part) => ({
    key: part.part,
    label: partLabel(part.part),
    value: t('charts.partCount', { count: part.count, percent: part.percent }),
    fraction: part.count / maxCount,
    colour: PART_COLOUR,
  }));
  const severityBars: TBar[] = SEVERITY_ORDER.filter((key) => key !== 'other' || summary.severity_counts.other > 0).map((key) => ({
    key,
    label: severityLabel(key),
    value: String(summary.severity_counts[key]),
    fraction: summary.severity_counts[key] / severityTotal,
    colour: SEVERITY_COLOURS[key],
  }));
  const costBars: TBar[] = summary.part_costs.map((part) => ({
    key: part.part,
    label: part.replacement ? `${partLabel(part.part)} (${t('damages.replacement').toLowerCase()})` : partLabel(part.part),
    value: part.total,
    fraction: part.total_cents / maxCost,
    colour: COST_COLOUR,
  }));

  const cell = (child: ReactNode) => <Box sx={{ minWidth: 0 }}>{child}</Box>;
  const empty = t('charts.empty');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {cell(<BarChart title={t('charts.affectedParts')} note={t('charts.affectedPartsNote')} bars={partBars} empty={empty} />)}
      {cell(<BarChart title={t('charts.severity')} bars={summary.damage_count === 0 ? [] : severityBars} empty={empty} />)}
      {cell(<BarChart title={t('charts.costByPart')} bars={costBars} empty={empty} />)}
    </Box>
  );
};
