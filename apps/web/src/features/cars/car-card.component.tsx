import type { TCar } from '@cda/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DirectionsCarFilledOutlinedIcon from '@mui/icons-material/DirectionsCarFilledOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../profile/date-format';
import { countCarReports } from './cars.logic';

export const CAR_CARD_HEIGHT = 168;

type TCarCardProps = {
  car: TCar;
  isOpen: boolean;
  panelId: string;
  onToggle: (car: TCar) => void;
  onEdit: (car: TCar) => void;
  onDelete: (car: TCar) => void;
};

const Counter = ({ value, label, color }: { value: number; label: string; color: string }) => (
  <Stack component="span" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color }} />
    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      <Box component="strong" sx={{ color: 'text.primary' }}>
        {value}
      </Box>{' '}
      {label}
    </Typography>
  </Stack>
);

/** One car: the card toggles its reports panel; the menu (outside the toggle button) edits or deletes it. */
export const CarCard = ({ car, isOpen, panelId, onToggle, onEdit, onDelete }: TCarCardProps) => {
  const { t, i18n } = useTranslation('app');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const counts = countCarReports(car);
  const details = [car.color, car.auto_type].filter(Boolean).join(' · ');
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: CAR_CARD_HEIGHT,
        borderRadius: 3,
        borderWidth: 2,
        borderColor: isOpen ? 'primary.main' : 'divider',
        boxShadow: isOpen ? '0 6px 20px rgba(11, 61, 145, 0.18)' : 'none',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: isOpen ? 'primary.main' : 'primary.light' },
      }}
    >
      <CardActionArea
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => onToggle(car)}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'space-between' }}
      >
        <Stack component="span" direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, pr: 4 }}>
          <Box component="span" aria-hidden sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: 'rgba(11, 61, 145, 0.08)' }}>
            <DirectionsCarFilledOutlinedIcon />
          </Box>
          <Box component="span" sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {car.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {car.license_number ? t('cars.card.plate', { plate: car.license_number }) : t('cars.card.noPlate')}
            </Typography>
          </Box>
        </Stack>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {details || t('cars.card.noDetails')}
        </Typography>
        <Box component="span" sx={{ minWidth: 0 }}>
          <Stack component="span" direction="row" spacing={1.5} sx={{ overflow: 'hidden' }}>
            <Counter value={counts.completed} label={t('cars.card.completed')} color="#15803d" />
            <Counter value={counts.processing} label={t('cars.card.processing')} color="#b45309" />
            <Counter value={counts.pending} label={t('cars.card.pending')} color="#4a5a72" />
          </Stack>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {t('cars.card.reports', { count: car.damage_reports.length })} · {t('cars.card.added', { date: formatShortDate(car.created_at, i18n.language) })}
          </Typography>
        </Box>
      </CardActionArea>
      <IconButton
        aria-label={t('cars.menu.label', { name: car.name })}
        aria-haspopup="menu"
        aria-expanded={menuAnchor !== null}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={closeMenu} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem
          onClick={() => {
            closeMenu();
            onEdit(car);
          }}
        >
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('cars.menu.edit')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            onDelete(car);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('cars.menu.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </Card>
  );
};
