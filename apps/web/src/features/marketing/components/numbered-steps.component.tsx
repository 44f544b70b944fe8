import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, WRAP_TEXT_SX } from './marketing-tokens';

export type TNumberedStep = { id: string; title: string; text: string; extra?: ReactNode };

type TNumberedStepsProps = {
  steps: TNumberedStep[];
  testId?: string;
  onDark?: boolean;
  label?: string;
};

/** An ordered list of steps: a row with a connecting line on wide screens, a vertical timeline on phones. */
export const NumberedSteps = ({ steps, testId, onDark = false, label }: TNumberedStepsProps) => (
  <Box
    component="ol"
    aria-label={label}
    data-testid={testId}
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gap: { xs: 4, md: 3 },
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${steps.length}, minmax(0, 1fr))` },
    }}
  >
    {steps.map((step, index) => (
      <Box
        component="li"
        key={step.id}
        data-testid={testId ? `${testId}-item` : undefined}
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: 2.5,
          minWidth: 0,
          // Connector to the next step, drawn only between steps.
          '&:not(:last-of-type)::after': {
            content: '""',
            position: 'absolute',
            bgcolor: onDark ? 'rgba(255,255,255,0.2)' : 'rgba(29, 95, 209, 0.2)',
            top: { xs: 56, md: 27 },
            left: { xs: 27, md: 72 },
            width: { xs: 2, md: 'calc(100% - 72px)' },
            height: { xs: 'calc(100% - 40px)', md: 2 },
          },
        }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: '1.25rem',
            color: '#fff',
            background: `linear-gradient(135deg, ${BRAND.blue}, ${BRAND.teal})`,
            boxShadow: '0 8px 20px rgba(29, 95, 209, 0.3)',
          }}
        >
          {index + 1}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
            {step.title}
          </Typography>
          <Typography sx={{ ...WRAP_TEXT_SX, color: onDark ? 'rgba(255,255,255,0.75)' : 'text.secondary', lineHeight: 1.65 }}>
            {step.text}
          </Typography>
          {step.extra}
        </Box>
      </Box>
    ))}
  </Box>
);
