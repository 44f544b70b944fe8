import Box from '@mui/material/Box';
import { BRAND } from '../components/marketing-tokens';

type TEstimateLine = { y: number; width: number; state: 'ok' | 'flag' };

const LINES: TEstimateLine[] = [
  { y: 112, width: 150, state: 'ok' },
  { y: 146, width: 120, state: 'flag' },
  { y: 180, width: 160, state: 'ok' },
  { y: 214, width: 110, state: 'flag' },
  { y: 248, width: 140, state: 'ok' },
];

/** A repair estimate being reviewed: lines checked or flagged, a magnifier and a verification shield. */
export const ClaimReviewIllustration = () => (
  <Box component="svg" viewBox="0 0 480 340" role="presentation" aria-hidden sx={{ width: '100%', height: 'auto', display: 'block' }}>
    <rect x="60" y="20" width="300" height="300" rx="20" fill="#fff" />
    <rect x="60" y="20" width="300" height="64" rx="20" fill={BRAND.mist} />
    <rect x="60" y="64" width="300" height="20" fill={BRAND.mist} />
    <rect x="86" y="40" width="130" height="10" rx="5" fill="#1B2B44" />
    <rect x="86" y="58" width="84" height="8" rx="4" fill="#B8C4D6" />
    {LINES.map((line) => (
      <g key={line.y}>
        <rect x="80" y={line.y - 12} width="260" height="28" rx="8" fill={line.state === 'flag' ? '#FFF1EC' : 'transparent'} />
        <circle cx="98" cy={line.y + 2} r="8" fill={line.state === 'flag' ? BRAND.coral : `${BRAND.teal}40`} />
        {line.state === 'ok' ? (
          <path d={`M94 ${line.y + 2} l3 3 l6 -6`} stroke={BRAND.tealDark} strokeWidth="2.5" fill="none" strokeLinecap="round" />
        ) : (
          <rect x="97" y={line.y - 3} width="2" height="7" rx="1" fill="#fff" />
        )}
        <rect x="116" y={line.y - 2} width={line.width} height="8" rx="4" fill="#9AAAC0" />
        <rect x="290" y={line.y - 2} width="36" height="8" rx="4" fill={line.state === 'flag' ? BRAND.coral : '#1B2B44'} />
      </g>
    ))}
    <rect x="80" y="280" width="260" height="2" fill="#E2E9F3" />
    <rect x="250" y="292" width="76" height="12" rx="6" fill={BRAND.blue} />

    <g transform="translate(300 120)">
      <circle cx="60" cy="60" r="48" fill="rgba(90,169,255,0.18)" stroke={BRAND.sky} strokeWidth="8" />
      <path d="M96 96 L134 134" stroke={BRAND.sky} strokeWidth="14" strokeLinecap="round" />
      <rect x="38" y="48" width="44" height="8" rx="4" fill="#fff" />
      <rect x="38" y="64" width="30" height="8" rx="4" fill={BRAND.coral} />
    </g>

    <g transform="translate(18 196)">
      <path d="M50 0 L96 18 V56 C96 86 74 106 50 116 C26 106 4 86 4 56 V18 Z" fill={BRAND.teal} stroke="#fff" strokeWidth="4" />
      <path d="M30 58 l14 14 l26 -28" stroke="#fff" strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  </Box>
);
