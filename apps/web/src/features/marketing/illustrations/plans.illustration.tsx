import Box from '@mui/material/Box';
import { BRAND } from '../components/marketing-tokens';

const SIDE_CARDS = [
  { x: 20, accent: BRAND.sky },
  { x: 330, accent: BRAND.amber },
] as const;

/** Three plan cards with the recommended one raised in the middle. Decorative only. */
export const PlansIllustration = () => (
  <Box component="svg" viewBox="0 0 460 340" role="presentation" aria-hidden sx={{ width: '100%', height: 'auto', display: 'block' }}>
    {SIDE_CARDS.map((card) => (
      <g key={card.x} transform={`translate(${card.x} 70)`}>
        <rect width="110" height="220" rx="16" fill="rgba(255,255,255,0.1)" stroke="rgba(255,255,255,0.25)" />
        <rect x="18" y="22" width="50" height="8" rx="4" fill={card.accent} />
        <rect x="18" y="42" width="74" height="14" rx="7" fill="rgba(255,255,255,0.85)" />
        {[80, 104, 128, 152].map((y) => (
          <g key={y}>
            <circle cx="24" cy={y} r="5" fill={card.accent} opacity="0.8" />
            <rect x="36" y={y - 3} width="56" height="6" rx="3" fill="rgba(255,255,255,0.45)" />
          </g>
        ))}
        <rect x="18" y="182" width="74" height="22" rx="11" fill="rgba(255,255,255,0.2)" />
      </g>
    ))}
    <g transform="translate(150 30)">
      <rect width="160" height="290" rx="20" fill="#fff" />
      <rect x="40" y="-12" width="80" height="24" rx="12" fill={BRAND.teal} />
      <path d="M80 -6 l3 6 l6.5 1 l-4.7 4.5 l1.1 6.5 l-5.9 -3.1 l-5.9 3.1 l1.1 -6.5 l-4.7 -4.5 l6.5 -1 Z" fill="#fff" />
      <rect x="24" y="34" width="70" height="10" rx="5" fill={BRAND.blue} />
      <rect x="24" y="58" width="112" height="20" rx="10" fill="#1B2B44" />
      {[104, 132, 160, 188].map((y) => (
        <g key={y}>
          <circle cx="32" cy={y} r="7" fill={`${BRAND.teal}33`} />
          <path d={`M28.5 ${y} l2.5 2.5 l4.5 -5`} stroke={BRAND.tealDark} strokeWidth="2" fill="none" strokeLinecap="round" />
          <rect x="48" y={y - 4} width="84" height="8" rx="4" fill="#B8C4D6" />
        </g>
      ))}
      <rect x="24" y="234" width="112" height="32" rx="16" fill={BRAND.blue} />
    </g>
  </Box>
);
