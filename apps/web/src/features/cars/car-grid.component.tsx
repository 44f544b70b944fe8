import type { TCar } from '@cda/contract';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CAR_CARD_HEIGHT, CarCard } from './car-card.component';
import { countHiddenCars, GRID_VISIBLE_CARS } from './cars.logic';

const GAP_PX = 16;
/**
 * Columns per breakpoint (two from lg, where the task list takes the right-hand side); the scroll area is as tall as
 * the rows the first six cars fill at that width.
 */
const COLUMNS = { xs: 1, sm: 2, md: 3, lg: 2 } as const;
const heightFor = (columns: number) => {
  const rows = Math.ceil(GRID_VISIBLE_CARS / columns);
  return rows * CAR_CARD_HEIGHT + (rows - 1) * GAP_PX;
};

type TCarGridProps = {
  cars: TCar[];
  isLoading: boolean;
  openCarId: number | null;
  panelId: string;
  onToggle: (car: TCar) => void;
  onEdit: (car: TCar) => void;
  onDelete: (car: TCar) => void;
};

export const CarGrid = ({ cars, isLoading, openCarId, panelId, onToggle, onEdit, onDelete }: TCarGridProps) => {
  const { t } = useTranslation('app');
  const hidden = countHiddenCars(cars.length);

  if (!isLoading && cars.length === 0) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed' }}>
        <DirectionsCarOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography component="p" variant="h6">
          {t('cars.empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('cars.empty.text')}</Typography>
      </Paper>
    );
  }

  return (
    <Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('cars.gridNote', { visible: GRID_VISIBLE_CARS, more: hidden })}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('cars.gridLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          // Room for the focus ring and the open card's shadow inside the scroll area.
          p: 0.5,
          mx: -0.5,
          display: 'grid',
          gap: `${GAP_PX}px`,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
          ...(hidden > 0 && {
            overflowY: 'auto',
            maxHeight: { xs: heightFor(COLUMNS.xs) + 8, sm: heightFor(COLUMNS.sm) + 8, md: heightFor(COLUMNS.md) + 8, lg: heightFor(COLUMNS.lg) + 8 },
          }),
        }}
      >
        {isLoading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rounded" height={CAR_CARD_HEIGHT} sx={{ borderRadius: 3 }} />
              </li>
            ))
          : cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} isOpen={openCarId === car.id} panelId={panelId} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
      </Box>
    </Box>
  );
};
