import { displayCost, type TReportDamage, type TReportSummaryData } from '@cda/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SeverityChip } from './severity-chip.component';
import { useReportLabels } from './use-report-labels.hook';

type TDamageListProps = { summary: TReportSummaryData; photoNumbers: Map<number, number>; ignoredIds: Set<number> };

const Cost = ({ damage, isIgnored }: { damage: TReportDamage; isIgnored: boolean }) => {
  const { t } = useTranslation('report');
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Box component="span" sx={{ fontWeight: 600, textDecoration: isIgnored ? 'line-through' : 'none', color: isIgnored ? 'text.secondary' : 'text.primary' }}>
        {displayCost(damage.damage_cost)}
      </Box>
      {isIgnored ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {t('damages.ignored')}
        </Typography>
      ) : null}
    </Box>
  );
};

/** Spec 001 §2-§3: every damage with part, type, severity, cost $X.XX, area in sq. units and description; the total under the replacement rule. */
export const DamageList = ({ summary, photoNumbers, ignoredIds }: TDamageListProps) => {
  const { t } = useTranslation('report');
  const { partLabel, typeLabel, areaLabel } = useReportLabels();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = 'report-damages-title';

  const replacementChip = <Chip size="small" variant="outlined" label={t('damages.replacement')} sx={{ ml: 1, color: '#9a3412', borderColor: '#9a3412', fontWeight: 600 }} />;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {t('damages.title')}
      </Typography>
      {summary.damages.length === 0 ? (
        <Typography color="text.secondary">{t('damages.none')}</Typography>
      ) : isNarrow ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {summary.damages.map((damage) => (
            <Box component="li" key={damage.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }} data-testid="damage-item">
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {partLabel(damage.car_part)}
                    {damage.replacement ? replacementChip : null}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {typeLabel(damage.damage_type)} · {areaLabel(damage.area)} · {t('photos.photoNumber', { number: photoNumbers.get(damage.photo_id) })}
                  </Typography>
                </Box>
                <Cost damage={damage} isIgnored={ignoredIds.has(damage.id)} />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                <SeverityChip severity={damage.severity} />
                <Typography variant="body2">{damage.description}</Typography>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('damages.part')}</TableCell>
                <TableCell>{t('damages.type')}</TableCell>
                <TableCell>{t('damages.severity')}</TableCell>
                <TableCell align="right">{t('damages.cost')}</TableCell>
                <TableCell align="right">{t('damages.area')}</TableCell>
                <TableCell>{t('damages.description')}</TableCell>
                <TableCell>{t('damages.photo')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.damages.map((damage) => (
                <TableRow key={damage.id} data-testid="damage-item">
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {partLabel(damage.car_part)}
                    {damage.replacement ? replacementChip : null}
                  </TableCell>
                  <TableCell>{typeLabel(damage.damage_type)}</TableCell>
                  <TableCell>
                    <SeverityChip severity={damage.severity} />
                  </TableCell>
                  <TableCell align="right">
                    <Cost damage={damage} isIgnored={ignoredIds.has(damage.id)} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {areaLabel(damage.area)}
                  </TableCell>
                  <TableCell>{damage.description}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('photos.photoNumber', { number: photoNumbers.get(damage.photo_id) })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                  {t('damages.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }} data-testid="report-total">
                  {summary.total}
                </TableCell>
                <TableCell colSpan={3} />
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {summary.damages.length > 0 && isNarrow ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, pt: 1.5, borderTop: 2, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('damages.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="report-total">
            {summary.total}
          </Typography>
        </Stack>
      ) : null}
      {summary.damages.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('damages.ruleNote')}
        </Typography>
      ) : null}
    </Paper>
  );
};
