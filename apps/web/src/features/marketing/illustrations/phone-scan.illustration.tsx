import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { BRAND } from '../components/marketing-tokens';
import { CAR_BODY_PATH, CAR_FRONT_WINDOW_PATH, CAR_REAR_WINDOW_PATH, CAR_WHEELS } from './car-shapes';

const sweep = keyframes`
  0% { transform: translateY(0); }
  50% { transform: translateY(150px); }
  100% { transform: translateY(0); }
`;

/** A phone in landscape running the guided scan: car outline, capture brackets and a sweeping scan line. */
export const PhoneScanIllustration = () => (
  <Box
    component="svg"
    viewBox="0 0 480 320"
    role="presentation"
    aria-hidden
    sx={{
      width: '100%',
      height: 'auto',
      display: 'block',
      '& .scan-line': { animation: `${sweep} 3.2s ease-in-out infinite` },
      '@media (prefers-reduced-motion: reduce)': { '& .scan-line': { animation: 'none' } },
    }}
  >
    <defs>
      <linearGradient id="ps-beam" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={BRAND.teal} stopOpacity="0" />
        <stop offset="1" stopColor={BRAND.teal} stopOpacity="0.55" />
      </linearGradient>
      <clipPath id="ps-screen">
        <rect x="52" y="52" width="376" height="206" rx="14" />
      </clipPath>
    </defs>
    <rect x="30" y="36" width="420" height="238" rx="34" fill="#0C1526" stroke="#3A4D6B" strokeWidth="3" />
    <rect x="52" y="52" width="376" height="206" rx="14" fill="#1A3152" />
    <g clipPath="url(#ps-screen)">
      <rect x="52" y="200" width="376" height="58" fill="#142640" />
      <g transform="translate(92 70) scale(0.62)">
        <path d={CAR_BODY_PATH} fill="rgba(232,240,255,0.9)" />
        <path d={CAR_REAR_WINDOW_PATH} fill="#35557F" />
        <path d={CAR_FRONT_WINDOW_PATH} fill="#35557F" />
        {CAR_WHEELS.map((wheel) => (
          <circle key={wheel.cx} cx={wheel.cx} cy={wheel.cy} r="30" fill="#0C1526" />
        ))}
        <path d={CAR_BODY_PATH} fill="none" stroke={BRAND.teal} strokeWidth="4" strokeDasharray="10 8" transform="translate(0 -4)" />
      </g>
      <g className="scan-line">
        <rect x="52" y="44" width="376" height="40" fill="url(#ps-beam)" />
        <rect x="52" y="84" width="376" height="2.5" fill={BRAND.teal} />
      </g>
    </g>
    <g stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round">
      <path d="M84 84 v-16 h16" />
      <path d="M396 84 v-16 h-16" />
      <path d="M84 226 v16 h16" />
      <path d="M396 226 v16 h-16" />
    </g>
    <g transform="translate(205 64)">
      {[0, 1, 2, 3, 4, 5].map((step) => (
        <circle key={step} cx={step * 14} cy="0" r="4.5" fill={step < 2 ? BRAND.teal : 'rgba(255,255,255,0.35)'} />
      ))}
    </g>
    <circle cx="440" cy="155" r="5" fill="#3A4D6B" />
    <g transform="translate(338 206)">
      <rect width="78" height="38" rx="10" fill="rgba(34,195,166,0.18)" stroke={BRAND.teal} />
      <circle cx="20" cy="19" r="8" fill={BRAND.teal} />
      <rect x="34" y="15" width="34" height="8" rx="4" fill="rgba(255,255,255,0.8)" />
    </g>
    <circle cx="240" cy="226" r="15" fill="#fff" stroke="rgba(255,255,255,0.4)" strokeWidth="6" />
  </Box>
);
