import type { TCar, TReportSummary } from '@cda/contract';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../profile/date-format';
import { ReportStatusChip } from './report-status-chip.component';

/** Spec 001 §9: the table rows-per-page choices, 0 meaning all (MUI spells "all" as -1). */
const ROWS_PER_PAGE = [5, 7, 10, 15, 20, 25, 50] as const;
const ALL_ROWS = -1;

type TCarReportsPanelProps = {
  id: string;
  car: TCar;
  isBusy: boolean;
  onCreateReport: (car: TCar) => void;
  onDeleteReport: (car: TCar, report: TReportSummary) => void;
  onClose: () => void;
};

/** The open car's reports (spec 001 §2 My Cars); scrolled into view when it opens, since on phones it sits below the grid. */
export const CarReportsPanel = ({ id, car, isBusy, onCreateReport, onDeleteReport, onClose }: TCarReportsPanelProps) => {
  const { t, i18n } = useTranslation('app');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE[0]);
  const root = useRef<HTMLElement>(null);
  const reports = car.damage_reports;
  const titleId = `${id}-title`;
  const visible = rowsPerPage === ALL_ROWS ? reports : reports.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  useEffect(() => {
    setPage(0);
    root.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [car.id]);

  // A deleted report can leave the current page empty.
  useEffect(() => {
    if (rowsPerPage !== ALL_ROWS && page > 0 && page * rowsPerPage >= reports.length) setPage(Math.max(0, Math.ceil(reports.length / rowsPerPage) - 1));
  }, [page, rowsPerPage, reports.length]);

  return (
    <Paper ref={root} id={id} component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 3, borderColor: 'primary.light', overflow: 'hidden', scrollMarginTop: 80 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: { xs: 2, md: 3 }, py: 1.5, bgcolor: 'rgba(11, 61, 145, 0.05)' }}>
        <DescriptionOutlinedIcon aria-hidden color="primary" />
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: { xs: '1 1 calc(100% - 88px)', sm: 1 }, minWidth: 0, overflowWrap: 'anywhere', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
          {t('cars.reports.title', { name: car.name })}
        </Typography>
        {reports.length > 0 && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} disabled={isBusy} onClick={() => onCreateReport(car)} sx={{ flexShrink: 0, order: { xs: 3, sm: 0 }, ml: { xs: 'auto', sm: 0 } }}>
            {t('cars.reports.newReport')}
          </Button>
        )}
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>

      {reports.length === 0 ? (
        <Box sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('cars.reports.empty')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} disabled={isBusy} onClick={() => onCreateReport(car)}>
            {t('cars.reports.createFirst')}
          </Button>
        </Box>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby={titleId} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } }, '& .MuiTableCell-root:first-of-type': { pl: { xs: 2, md: 3 } }, '& th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('cars.reports.columns.id')}</TableCell>
                  <TableCell>{t('cars.reports.columns.createdAt')}</TableCell>
                  <TableCell>{t('cars.reports.columns.status')}</TableCell>
                  <TableCell align="right">{t('cars.reports.columns.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.map((report) => (
                  <TableRow key={report.id} hover>
                    <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>#{report.id}</TableCell>
                    <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDateTime(report.created_at, i18n.language)}</TableCell>
                    <TableCell>
                      <ReportStatusChip status={report.status} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('cars.reports.view')}>
                        <IconButton component={RouterLink} to={`/results/${report.id}`} aria-label={t('cars.reports.viewLabel', { id: report.id })} color="primary">
                          <VisibilityOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('cars.reports.delete')}>
                        <IconButton aria-label={t('cars.reports.deleteLabel', { id: report.id })} color="error" onClick={() => onDeleteReport(car, report)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {reports.length > ROWS_PER_PAGE[0] && (
            <TablePagination
              component="div"
              count={reports.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[...ROWS_PER_PAGE, { label: t('common.all'), value: ALL_ROWS }]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={t('common.rowsPerPage')}
            />
          )}
        </>
      )}
    </Paper>
  );
};
