import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { generateToken, listTokens, revokeToken, type TApiToken } from './api-tokens.api';
import { NewTokenDialog, RevokeTokenDialog, TokenNameDialog } from './token-dialogs';
import { pageOf, ROWS_PER_PAGE_OPTIONS, sortTokens, type TSortDirection, type TSortKey } from './token-table.logic';

type TNotice = { message: string; severity: 'success' | 'error' } | null;
/** Spec 001 §9: notifications 3 s, errors 5 s. */
const NOTICE_MS = { success: 3000, error: 5000 } as const;

const formatDate = (iso: string, language: string) => new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });

/** The profile's API tokens: list, generate (shown once), copy, revoke. */
export function ApiTokensCard() {
  const { t, i18n } = useTranslation('docs');
  const [tokens, setTokens] = useState<TApiToken[]>([]);
  const [isLoading, setLoading] = useState(true);
  const [sort, setSort] = useState<{ key: TSortKey; direction: TSortDirection }>({ key: 'created', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE_OPTIONS[0]);
  const [isNaming, setNaming] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TNotice>(null);

  const load = useCallback(async () => {
    try {
      setTokens(await listTokens());
    } catch (error) {
      console.error(error);
      setNotice({ message: t('tokens.loadFailed'), severity: 'error' });
    } finally {
      setLoading(false);
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const rows = useMemo(() => pageOf(sortTokens(tokens, sort.key, sort.direction), page, rowsPerPage), [tokens, sort, page, rowsPerPage]);

  const toggleSort = (key: TSortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));

  const create = async (name: string) => {
    if (!name.trim()) {
      setNotice({ message: t('tokens.nameEmpty'), severity: 'error' });
      return;
    }
    setBusy(true);
    try {
      const created = await generateToken(name.trim());
      setNaming(false);
      setNewKey(created.api_key);
      await load();
    } catch (error) {
      console.error(error);
      setNotice({ message: t('tokens.generateFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(newKey ?? '');
      setNotice({ message: t('tokens.copied'), severity: 'success' });
    } catch (error) {
      console.error(error);
      setNotice({ message: t('tokens.copyFailed'), severity: 'error' });
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeToken(revoking.id);
      setNotice({ message: t('tokens.revoked'), severity: 'success' });
      setRevoking(null);
      await load();
    } catch (error) {
      console.error(error);
      setNotice({ message: t('tokens.revokeFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const sortable = (key: TSortKey, label: string) => (
    <TableSortLabel active={sort.key === key} direction={sort.key === key ? sort.direction : 'asc'} onClick={() => toggleSort(key)}>
      {label}
    </TableSortLabel>
  );

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }} component="section" aria-labelledby="api-tokens-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography id="api-tokens-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('tokens.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tokens.subtitle')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNaming(true)}>
            {t('tokens.generate')}
          </Button>
          <Button variant="outlined" startIcon={<MenuBookIcon />} component={RouterLink} to="/docs">
            {t('tokens.docs')}
          </Button>
        </Stack>
      </Stack>

      <TableContainer>
        <Table size="small" aria-labelledby="api-tokens-title">
          <TableHead>
            <TableRow>
              <TableCell>{sortable('name', t('tokens.columns.name'))}</TableCell>
              <TableCell>{t('tokens.columns.key')}</TableCell>
              <TableCell>{sortable('created', t('tokens.columns.created'))}</TableCell>
              <TableCell>{sortable('expires_at', t('tokens.columns.expires'))}</TableCell>
              <TableCell align="right">{t('tokens.columns.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isLoading && tokens.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('tokens.empty')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((token) => (
              <TableRow key={token.id} hover>
                <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{token.key}</TableCell>
                <TableCell>{formatDate(token.created, i18n.language)}</TableCell>
                <TableCell>
                  {token.expires_at ? (
                    <Chip size="small" label={formatDate(token.expires_at, i18n.language)} sx={{ bgcolor: '#b45309', color: '#fff', fontWeight: 600 }} />
                  ) : (
                    <Chip size="small" label={t('tokens.never')} sx={{ bgcolor: '#15803d', color: '#fff', fontWeight: 600 }} />
                  )}
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={t('tokens.revokeLabel', { name: token.name })} color="error" onClick={() => setRevoking(token)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={tokens.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('tokens.rowsPerPage')}
      />

      <TokenNameDialog isOpen={isNaming} isBusy={isBusy} onSubmit={(name) => void create(name)} onCancel={() => setNaming(false)} />
      <NewTokenDialog apiKey={newKey} onCopy={() => void copy()} onClose={() => setNewKey(null)} />
      <RevokeTokenDialog isOpen={revoking !== null} isBusy={isBusy} onConfirm={() => void revoke()} onCancel={() => setRevoking(null)} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice ? NOTICE_MS[notice.severity] : null}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Paper>
  );
}
