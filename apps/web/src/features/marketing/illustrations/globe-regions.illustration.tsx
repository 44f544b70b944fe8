import Box from '@mui/material/Box';
import { BRAND } from '../components/marketing-tokens';

/** Pins on the globe follow the order of the region cards: Europe, North America, Asia-Pacific, emerging markets. */
const PINS = [
  { x: 232, y: 112, color: BRAND.sky },
  { x: 138, y: 124, color: BRAND.teal },
  { x: 318, y: 170, color: BRAND.amber },
  { x: 220, y: 226, color: BRAND.coral },
] as const;

export const GlobeRegionsIllustration = () => (
  <Box component="svg" viewBox="0 0 460 340" role="presentation" aria-hidden sx={{ width: '100%', height: 'auto', display: 'block' }}>
    <defs>
      <radialGradient id="gr-globe" cx="0.35" cy="0.3" r="0.8">
        <stop offset="0" stopColor="#2A5CA8" />
        <stop offset="1" stopColor="#0B2147" />
      </radialGradient>
    </defs>
    <circle cx="230" cy="170" r="150" fill="url(#gr-globe)" />
    <g fill="none" stroke="rgba(255,255,255,0.16)" strokeWidth="1.5">
      <ellipse cx="230" cy="170" rx="150" ry="52" />
      <ellipse cx="230" cy="170" rx="150" ry="104" />
      <ellipse cx="230" cy="170" rx="52" ry="150" />
      <ellipse cx="230" cy="170" rx="104" ry="150" />
      <line x1="80" x2="380" y1="170" y2="170" />
      <line x1="230" x2="230" y1="20" y2="320" />
    </g>
    <g fill="none" stroke="rgba(90,169,255,0.55)" strokeWidth="2" strokeDasharray="5 6">
      <path d="M138 124 Q185 70 232 112" />
      <path d="M232 112 Q300 110 318 170" />
      <path d="M318 170 Q290 240 220 226" />
      <path d="M220 226 Q150 200 138 124" />
    </g>
    {PINS.map((pin) => (
      <g key={pin.x} transform={`translate(${pin.x} ${pin.y})`}>
        <circle r="16" fill={pin.color} opacity="0.25" />
        <path d="M0 6 C-10 -4 -10 -14 0 -20 C10 -14 10 -4 0 6 Z" fill={pin.color} stroke="#fff" strokeWidth="2" />
        <circle cy="-11" r="3.5" fill="#fff" />
      </g>
    ))}
  </Box>
);
