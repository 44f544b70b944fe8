import type { TReportPhoto } from '@cda/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, positionAfterKey, positionFromPointer } from './before-after-slider.logic';

type TBeforeAfterSliderProps = {
  /** Photos with an annotated version; the others have nothing to compare. */
  photos: TReportPhoto[];
  photoNumbers: Map<number, number>;
};

const imageSx = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none', pointerEvents: 'none' } as const;

/**
 * Before/after comparison (spec 001 §2, §9): the original on the left of the handle, the annotated version on the
 * right; 50% by default; the handle is a WAI-ARIA slider (arrows, Page Up/Down, Home/End) and can be dragged.
 */
export const BeforeAfterSlider = ({ photos, photoNumbers }: TBeforeAfterSliderProps) => {
  const { t } = useTranslation('report');
  const titleId = useId();
  const hintId = useId();
  const [photoId, setPhotoId] = useState<number | null>(photos[0]?.id ?? null);
  const [position, setPosition] = useState(SLIDER_DEFAULT);
  const frame = useRef<HTMLDivElement>(null);
  const photo = photos.find((candidate) => candidate.id === photoId) ?? photos[0];

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) setPosition(positionFromPointer({ clientX, left: box.left, width: box.width }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey({ value: position, key: event.key });
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const number = photo ? photoNumbers.get(photo.id) : undefined;
  const ratio = photo?.width && photo.height ? photo.width / photo.height : 4 / 3;
  // The frame takes the photo's shape and is at most 70% of the screen high, so the image fills it without bars.
  const frameWidth = `min(100%, 900px, ${(70 * ratio).toFixed(2)}vh)`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {t('slider.title')}
      </Typography>
      {!photo || photo.image_result === null ? (
        <Typography color="text.secondary">{t('slider.unavailable')}</Typography>
      ) : (
        <>
          {photos.length > 1 ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={photo.id}
              onChange={(_, value: number | null) => {
                if (value !== null) setPhotoId(value);
              }}
              aria-label={t('slider.photo')}
              sx={{ mb: 1.5, flexWrap: 'wrap' }}
            >
              {photos.map((candidate) => (
                <ToggleButton key={candidate.id} value={candidate.id}>
                  {t('photos.photoNumber', { number: photoNumbers.get(candidate.id) })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
          <Box
            ref={frame}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            sx={{ position: 'relative', width: frameWidth, mx: 'auto', aspectRatio: String(ratio), bgcolor: '#101418', borderRadius: 2, overflow: 'hidden', touchAction: 'pan-y', cursor: 'ew-resize' }}
          >
            <Box component="img" src={photo.image_result} alt={t('photos.annotatedAlt', { number })} draggable={false} sx={imageSx} />
            <Box
              component="img"
              src={photo.image_url}
              alt={t('photos.originalAlt', { number })}
              draggable={false}
              sx={{ ...imageSx, clipPath: `inset(0 ${SLIDER_MAX - position}% 0 0)` }}
            />
            <Typography component="span" variant="caption" sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff' }}>
              {t('slider.before')}
            </Typography>
            <Typography component="span" variant="caption" sx={{ position: 'absolute', top: 8, right: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff' }}>
              {t('slider.after')}
            </Typography>
            <Box aria-hidden sx={{ position: 'absolute', top: 0, bottom: 0, left: `${position}%`, width: 3, ml: '-1.5px', bgcolor: '#fff', boxShadow: '0 0 4px rgba(0,0,0,0.6)' }} />
            <Box
              role="slider"
              tabIndex={0}
              aria-label={t('slider.label')}
              aria-describedby={hintId}
              aria-valuemin={SLIDER_MIN}
              aria-valuemax={SLIDER_MAX}
              aria-valuenow={position}
              aria-valuetext={t('slider.valueText', { value: position })}
              aria-orientation="horizontal"
              onKeyDown={onKeyDown}
              sx={{
                position: 'absolute',
                top: '50%',
                left: `${position}%`,
                width: 44,
                height: 44,
                transform: 'translate(-50%, -50%)',
                borderRadius: '50%',
                bgcolor: '#fff',
                color: '#263238',
                boxShadow: '0 1px 6px rgba(0,0,0,0.5)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 700,
                fontSize: 18,
                '&:focus-visible': { outline: '3px solid #1976d2', outlineOffset: 2 },
              }}
            >
              <span aria-hidden>⟷</span>
            </Box>
          </Box>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('slider.hint')}
          </Typography>
        </>
      )}
    </Paper>
  );
};
