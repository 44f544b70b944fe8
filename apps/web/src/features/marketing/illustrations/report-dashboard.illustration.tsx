import Box from '@mui/material/Box';
import { BRAND } from '../components/marketing-tokens';
import { CAR_BODY_PATH, CAR_WHEELS } from './car-shapes';

const BARS = [62, 44, 78, 30, 52, 90];
const COST_LINES = [88, 64, 74];

/** A finished damage report: severity donut, parts chart, car diagram and cost lines. Decorative only. */
export const ReportDashboardIllustration = () => (
  <Box component="svg" viewBox="0 0 480 340" role="presentation" aria-hidden sx={{ width: '100%', height: 'auto', display: 'block' }}>
    <rect x="6" y="6" width="468" height="328" rx="22" fill="#fff" stroke="#DCE4F0" />
    <rect x="6" y="6" width="468" height="54" rx="22" fill={BRAND.mist} />
    <rect x="6" y="40" width="468" height="20" fill={BRAND.mist} />
    <circle cx="38" cy="33" r="12" fill={BRAND.blue} />
    <rect x="60" y="24" width="120" height="9" rx="4.5" fill="#1B2B44" />
    <rect x="60" y="38" width="76" height="7" rx="3.5" fill="#B8C4D6" />
    <rect x="380" y="22" width="74" height="22" rx="11" fill={`${BRAND.teal}26`} />
    <rect x="394" y="30" width="46" height="6" rx="3" fill={BRAND.tealDark} />

    <g transform="translate(30 82)">
      <rect width="130" height="130" rx="14" fill={BRAND.mist} />
      <g transform="translate(65 65) rotate(-90)">
        <circle r="40" fill="none" stroke="#E2E9F3" strokeWidth="16" />
        <circle r="40" fill="none" stroke={BRAND.coral} strokeWidth="16" strokeDasharray="75 177" />
        <circle r="40" fill="none" stroke={BRAND.amber} strokeWidth="16" strokeDasharray="60 192" strokeDashoffset="-75" />
        <circle r="40" fill="none" stroke={BRAND.sky} strokeWidth="16" strokeDasharray="90 162" strokeDashoffset="-135" />
      </g>
      <rect x="50" y="60" width="30" height="10" rx="5" fill="#1B2B44" />
    </g>

    <g transform="translate(176 82)">
      <rect width="274" height="130" rx="14" fill={BRAND.mist} />
      {BARS.map((height, index) => (
        <rect key={height} x={22 + index * 42} y={112 - height} width="24" height={height} rx="5" fill={index === 5 ? BRAND.blue : `${BRAND.blue}66`} />
      ))}
      <line x1="14" x2="260" y1="114" y2="114" stroke="#C9D4E4" />
    </g>

    <g transform="translate(30 228)">
      <rect width="180" height="88" rx="14" fill={BRAND.mist} />
      <g transform="translate(14 6) scale(0.33)">
        <path d={CAR_BODY_PATH} fill="#DCE6F5" stroke="#8FA6C8" strokeWidth="4" />
        {CAR_WHEELS.map((wheel) => (
          <circle key={wheel.cx} cx={wheel.cx} cy={wheel.cy} r="30" fill="#8FA6C8" />
        ))}
        <circle cx="300" cy="158" r="20" fill={BRAND.coral} />
        <path d="M82 150 L82 130 A20 20 0 0 1 100 160 Z" fill={BRAND.amber} />
        <circle cx="82" cy="150" r="20" fill="none" stroke={BRAND.amber} strokeWidth="6" />
      </g>
    </g>

    <g transform="translate(226 228)">
      <rect width="224" height="88" rx="14" fill={BRAND.mist} />
      {COST_LINES.map((width, index) => (
        <g key={width} transform={`translate(16 ${16 + index * 22})`}>
          <circle cx="5" cy="5" r="5" fill={[BRAND.coral, BRAND.amber, BRAND.sky][index]} />
          <rect x="18" y="1" width={width} height="8" rx="4" fill="#9AAAC0" />
          <rect x="150" y="1" width="42" height="8" rx="4" fill="#1B2B44" />
        </g>
      ))}
    </g>
  </Box>
);
