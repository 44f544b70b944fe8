import { CAR_DIAGRAM_OUTLINE, CAR_DIAGRAM_PARTS, CAR_DIAGRAM_VIEWBOX, SPEC_PARTS, diagramMarkers, sectorPath, type TReportDamage } from '@cda/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SeverityChip } from './severity-chip.component';
import { useReportLabels } from './use-report-labels.hook';

/**
 * The car schema diagram (spec 001 §2, §9) drawn from the contract's geometry, so the page and the PDF show the
 * same picture: every known part has an anchor; a damaged part gets a circle of radius 20, split into one
 * severity-coloured sector per damage. The list under the drawing is its text alternative.
 */
export const CarDiagram = ({ damages }: { damages: TReportDamage[] }) => {
  const { t } = useTranslation('report');
  const { partLabel } = useReportLabels();
  const titleId = useId();
  const descriptionId = useId();
  const markers = diagramMarkers(damages);
  const damagedParts = new Set(markers.map((marker) => marker.part));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {t('diagram.title')}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('diagram.description')}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${CAR_DIAGRAM_VIEWBOX.width} ${CAR_DIAGRAM_VIEWBOX.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-testid="car-diagram"
        sx={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block', mx: 'auto' }}
      >
        <g fill="#37474f">
          {CAR_DIAGRAM_OUTLINE.wheels.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <path d={CAR_DIAGRAM_OUTLINE.body} fill="#eceff1" stroke="#607d8b" strokeWidth={2} />
        <g fill="#b3e5fc" stroke="#607d8b" strokeWidth={1}>
          {CAR_DIAGRAM_OUTLINE.glass.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill="none" stroke="#90a4ae" strokeWidth={1.5}>
          {CAR_DIAGRAM_OUTLINE.lines.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill="#cfd8dc" stroke="#607d8b" strokeWidth={1}>
          {CAR_DIAGRAM_OUTLINE.mirrors.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill="#fff59d" stroke="#607d8b" strokeWidth={1}>
          {CAR_DIAGRAM_OUTLINE.lights.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <text x={8} y={CAR_DIAGRAM_VIEWBOX.height - 8} fontSize={12} fill="#546e7a">
          ← {t('diagram.front')}
        </text>
        <text x={CAR_DIAGRAM_VIEWBOX.width - 8} y={CAR_DIAGRAM_VIEWBOX.height - 8} fontSize={12} fill="#546e7a" textAnchor="end">
          {t('diagram.rear')} →
        </text>
        {SPEC_PARTS.filter((part) => !damagedParts.has(part)).map((part) => (
          <circle key={part} data-part={part} cx={CAR_DIAGRAM_PARTS[part].x} cy={CAR_DIAGRAM_PARTS[part].y} r={4} fill="#90a4ae">
            <title>{partLabel(part)}</title>
          </circle>
        ))}
        {markers.map((marker) => (
          <g key={marker.part} data-part={marker.part} data-damages={marker.count}>
            <title>{t('diagram.marker', { part: partLabel(marker.part), count: marker.count })}</title>
            {marker.sectors.map((sector) => (
              <path
                key={`${sector.startAngle}`}
                d={sectorPath({ x: marker.x, y: marker.y, r: marker.r, startAngle: sector.startAngle, endAngle: sector.endAngle })}
                fill={sector.colour}
                stroke="#fff"
                strokeWidth={1.5}
                fillOpacity={0.9}
              />
            ))}
            <text x={marker.x} y={marker.y + 4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff" stroke="#263238" strokeWidth={2.5} paintOrder="stroke">
              {marker.count}
            </text>
          </g>
        ))}
      </Box>
      {markers.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('diagram.noDamages')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('diagram.title')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {markers.map((marker) => (
            <Box component="li" key={marker.part} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, border: 1, borderColor: 'divider', borderRadius: 4, px: 1.25, py: 0.5 }}>
              <Typography variant="body2">{t('diagram.marker', { part: partLabel(marker.part), count: marker.count })}</Typography>
              {[...new Set(marker.sectors.map((sector) => sector.severity))].map((severity) => (
                <SeverityChip key={severity} severity={severity} />
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};
