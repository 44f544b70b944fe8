import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { BRAND } from '../components/marketing-tokens';
import { CAR_BODY_PATH, CAR_FRONT_WINDOW_PATH, CAR_REAR_WINDOW_PATH, CAR_WHEELS } from './car-shapes';

const pulse = keyframes`
  0% { transform: scale(0.6); opacity: 0.9; }
  100% { transform: scale(1.9); opacity: 0; }
`;

const MARKERS = [
  { x: 300, y: 158, color: BRAND.coral },
  { x: 82, y: 150, color: BRAND.amber },
  { x: 430, y: 150, color: BRAND.coral },
] as const;

/** Hero drawing: a car under analysis with detected damages boxed and graded. Decorative only. */
export const CarDamageIllustration = () => (
  <Box
    component="svg"
    viewBox="0 0 480 340"
    role="presentation"
    aria-hidden
    sx={{
      width: '100%',
      height: 'auto',
      display: 'block',
      overflow: 'visible',
      '& .pulse': { transformBox: 'fill-box', transformOrigin: 'center', animation: `${pulse} 2.4s ease-out infinite` },
      '& .pulse-late': { animationDelay: '1.2s' },
      '@media (prefers-reduced-motion: reduce)': { '& .pulse': { animation: 'none', opacity: 0.35 } },
    }}
  >
    <defs>
      <linearGradient id="cd-body" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#E8F0FF" />
        <stop offset="1" stopColor="#B9CCEB" />
      </linearGradient>
      <linearGradient id="cd-glass" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#3B5F93" />
        <stop offset="1" stopColor="#1B3358" />
      </linearGradient>
    </defs>
    <rect x="6" y="6" width="468" height="328" rx="22" fill="rgba(255,255,255,0.06)" stroke="rgba(255,255,255,0.18)" />
    <g stroke="rgba(255,255,255,0.07)">
      {[60, 110, 160, 210, 260].map((y) => (
        <line key={y} x1="6" x2="474" y1={y} y2={y} />
      ))}
    </g>
    <g transform="translate(0 30)">
      <ellipse cx="242" cy="226" rx="210" ry="10" fill="rgba(0,0,0,0.28)" />
      <path d={CAR_BODY_PATH} fill="url(#cd-body)" stroke="#fff" strokeWidth="2" />
      <path d={CAR_REAR_WINDOW_PATH} fill="url(#cd-glass)" />
      <path d={CAR_FRONT_WINDOW_PATH} fill="url(#cd-glass)" />
      <line x1="245" y1="92" x2="245" y2="186" stroke="#8FA6C8" strokeWidth="2" />
      <rect x="200" y="140" width="22" height="5" rx="2.5" fill="#8FA6C8" />
      <rect x="292" y="140" width="22" height="5" rx="2.5" fill="#8FA6C8" />
      <path d="M436 140 L452 146 L452 158 L440 156 Z" fill="#FFE9A8" />
      <path d="M31 146 L42 144 L42 160 L31 160 Z" fill="#FF8A7A" />
      {CAR_WHEELS.map((wheel) => (
        <g key={wheel.cx}>
          <circle cx={wheel.cx} cy={wheel.cy} r="30" fill="#142236" />
          <circle cx={wheel.cx} cy={wheel.cy} r="15" fill="#9FB3D1" />
          <circle cx={wheel.cx} cy={wheel.cy} r="5" fill="#142236" />
        </g>
      ))}
      <rect x="268" y="130" width="66" height="52" rx="4" fill="none" stroke={BRAND.coral} strokeWidth="2.5" strokeDasharray="7 5" />
      <rect x="56" y="128" width="52" height="44" rx="4" fill="none" stroke={BRAND.amber} strokeWidth="2.5" strokeDasharray="7 5" />
      <rect x="408" y="128" width="50" height="44" rx="4" fill="none" stroke={BRAND.coral} strokeWidth="2.5" strokeDasharray="7 5" />
      {MARKERS.map((marker, index) => (
        <g key={marker.x}>
          <circle className={`pulse${index % 2 ? ' pulse-late' : ''}`} cx={marker.x} cy={marker.y} r="12" fill={marker.color} opacity="0.5" />
          <circle cx={marker.x} cy={marker.y} r="6" fill={marker.color} stroke="#fff" strokeWidth="2" />
        </g>
      ))}
      <g>
        <rect x="262" y="96" width="78" height="24" rx="12" fill={BRAND.coral} />
        <rect x="274" y="105" width="34" height="6" rx="3" fill="#fff" />
        <rect x="314" y="105" width="16" height="6" rx="3" fill="rgba(255,255,255,0.7)" />
      </g>
      <g>
        <rect x="40" y="94" width="70" height="24" rx="12" fill={BRAND.amber} />
        <rect x="52" y="103" width="30" height="6" rx="3" fill="#3A2600" />
        <rect x="88" y="103" width="12" height="6" rx="3" fill="rgba(58,38,0,0.6)" />
      </g>
    </g>
    <g transform="translate(24 24)">
      <rect width="164" height="58" rx="12" fill="#fff" />
      <circle cx="26" cy="29" r="13" fill={`${BRAND.teal}33`} />
      <path d="M20 29 l5 5 l9 -10" stroke={BRAND.tealDark} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="48" y="18" width="92" height="8" rx="4" fill="#1B2B44" />
      <rect x="48" y="33" width="64" height="7" rx="3.5" fill="#B8C4D6" />
    </g>
    <g transform="translate(316 24)">
      <rect width="140" height="58" rx="12" fill="#fff" />
      {[0, 1, 2, 3].map((bar) => (
        <rect key={bar} x={16 + bar * 16} y={40 - bar * 7} width="10" height={8 + bar * 7} rx="2" fill={bar === 3 ? BRAND.coral : BRAND.sky} />
      ))}
      <rect x="88" y="18" width="38" height="8" rx="4" fill="#1B2B44" />
      <rect x="88" y="33" width="28" height="7" rx="3.5" fill="#B8C4D6" />
    </g>
  </Box>
);
