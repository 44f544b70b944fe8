import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CAR_OUTLINES } from './car-outlines';
import type { TOutlineColouring, TPartColour } from './frame-result.logic';

const STROKE: Record<TPartColour | 'none', string> = { red: '#f44336', orange: '#ff9800', none: 'rgba(255, 255, 255, 0.9)' };

type TCarOutlineProps = { index: number; colouring: TOutlineColouring };

/**
 * The outline of the current position over the live video (spec 001 §2 "Mobile full-screen camera view"), in the
 * video's 16:9 frame. `data-status` on each part says how the last frame's answer coloured it.
 */
export const CarOutline = ({ index, colouring }: TCarOutlineProps) => {
  const { t } = useTranslation('scan');
  const outline = CAR_OUTLINES[Math.min(index, CAR_OUTLINES.length - 1)]!;
  const colourOf = (part: string): TPartColour | 'none' => colouring.parts[part] ?? colouring.all ?? 'none';
  return (
    <Box
      component="svg"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={t('outlineLabel', { name: t(`positions.${outline.nameKey}`) })}
      data-testid="scan-outline"
      data-position={outline.index}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <g transform={outline.mirrored ? 'translate(640 0) scale(-1 1)' : undefined} fill="none" strokeLinejoin="round">
        <path d={outline.body} stroke={STROKE[colouring.all ?? 'none']} strokeWidth={3} strokeDasharray="10 6" data-part="body" />
        {outline.parts.map(({ id, part, d }) => {
          const colour = colourOf(part);
          return (
            <path
              key={id}
              id={`outline-${id}`}
              d={d}
              data-part={part}
              data-status={colour}
              stroke={STROKE[colour]}
              strokeWidth={colour === 'none' ? 2 : 3.5}
              fill={colour === 'none' ? 'rgba(255, 255, 255, 0.06)' : `${STROKE[colour]}33`}
            />
          );
        })}
      </g>
    </Box>
  );
};
