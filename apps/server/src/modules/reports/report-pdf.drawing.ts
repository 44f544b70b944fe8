import {
  CAR_DIAGRAM_OUTLINE,
  CAR_DIAGRAM_PARTS,
  CAR_DIAGRAM_VIEWBOX,
  SEVERITY_COLOURS,
  diagramMarkers,
  sectorPath,
  type TDamage,
  type TPartCount,
  type TSeverityKey,
} from '@cda/contract';
import { partName, type TPdfTexts } from './report-pdf.texts.js';

/**
 * Vector drawings of the PDF: the affected-parts bar chart and the top-view car diagram. The diagram's geometry
 * and SVG paths come from the contract package, the same ones the report page draws, so both show one picture.
 */
type TDoc = PDFKit.PDFDocument;

export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;
export const INK = { text: '#212121', muted: '#616161', rule: '#bdbdbd', band: '#f5f5f5', accent: '#1565c0' } as const;

const SEVERITY_ORDER: TSeverityKey[] = ['High', 'Average', 'Low', 'other'];

/** Dark text on the yellow of Low, white on the other severity colours, so every label stays legible. */
export const chipTextColour = (severity: TSeverityKey) => (severity === 'Low' ? INK.text : '#ffffff');

export const drawSeverityChip = (doc: TDoc, options: { x: number; y: number; width: number; severity: TSeverityKey; label: string }) => {
  const { x, y, width, severity, label } = options;
  doc.roundedRect(x, y, width, 14, 7).fill(SEVERITY_COLOURS[severity]);
  doc.fillColor(chipTextColour(severity)).font(FONT.bold).fontSize(7.5).text(label, x, y + 3.2, { width, align: 'center', lineBreak: false });
};

/** Height the chart needs for `count` bars. */
export const chartHeight = (count: number) => Math.max(count, 1) * 20 + 4;

/** Horizontal bars, one per part (top 8 by damage count), labelled with the count and the whole-number share. */
export const drawPartsChart = (doc: TDoc, options: { x: number; y: number; width: number; parts: TPartCount[]; texts: TPdfTexts }) => {
  const { x, y, width, parts, texts } = options;
  const labelWidth = 150;
  const valueWidth = 120;
  const barMax = width - labelWidth - valueWidth - 12;
  const most = Math.max(1, ...parts.map((part) => part.count));
  parts.forEach((part, index) => {
    const rowY = y + index * 20;
    doc.fillColor(INK.text).font(FONT.regular).fontSize(9).text(partName(texts, part.part), x, rowY + 3, { width: labelWidth - 8, align: 'right', lineBreak: false, ellipsis: true });
    doc.rect(x + labelWidth, rowY + 2, barMax, 14).fill(INK.band);
    doc.rect(x + labelWidth, rowY + 2, Math.max(2, (barMax * part.count) / most), 14).fill(INK.accent);
    doc.fillColor(INK.muted).fontSize(8.5).text(texts.partCount(part.count, part.percent), x + labelWidth + barMax + 8, rowY + 3.5, { width: valueWidth, lineBreak: false });
  });
};

/** Height of the diagram block drawn at `width`: the car plus the legend line. */
export const diagramHeight = (width: number) => (width / CAR_DIAGRAM_VIEWBOX.width) * CAR_DIAGRAM_VIEWBOX.height + 26;

/**
 * The car seen from above with every spec part's place shown as a small dot, and each damaged part marked by a
 * circle of radius 20 (viewBox units) split into one sector per damage, coloured by severity.
 */
export const drawCarDiagram = (
  doc: TDoc,
  options: { x: number; y: number; width: number; damages: readonly Pick<TDamage, 'car_part' | 'severity'>[]; texts: TPdfTexts },
) => {
  const { x, y, width, damages, texts } = options;
  const scale = width / CAR_DIAGRAM_VIEWBOX.width;
  const height = CAR_DIAGRAM_VIEWBOX.height * scale;
  const outline = CAR_DIAGRAM_OUTLINE;

  doc.save();
  doc.translate(x, y).scale(scale);
  doc.lineJoin('round').lineCap('round');
  for (const wheel of outline.wheels) doc.path(wheel).fill('#37474f');
  doc.lineWidth(2).path(outline.body).fillAndStroke('#eceff1', '#607d8b');
  for (const mirror of outline.mirrors) doc.lineWidth(1.2).path(mirror).fillAndStroke('#cfd8dc', '#607d8b');
  for (const glass of outline.glass) doc.lineWidth(1.2).path(glass).fillAndStroke('#b3e5fc', '#78909c');
  for (const line of outline.lines) doc.lineWidth(1.2).path(line).stroke('#90a4ae');
  outline.lights.forEach((light, index) => doc.path(light).fill(index < 2 ? '#fff176' : '#e57373'));
  for (const point of Object.values(CAR_DIAGRAM_PARTS)) doc.circle(point.x, point.y, 2.5).fill('#90a4ae');
  for (const marker of diagramMarkers(damages)) {
    doc.fillOpacity(0.9);
    for (const sector of marker.sectors) {
      doc.lineWidth(1.5).path(sectorPath({ x: marker.x, y: marker.y, r: marker.r, startAngle: sector.startAngle, endAngle: sector.endAngle })).fillAndStroke(sector.colour, '#ffffff');
    }
    doc.fillOpacity(1);
    doc.lineWidth(1).circle(marker.x, marker.y, marker.r).stroke('#424242');
  }
  doc.restore();

  // Labels are set outside the scaled frame so their size is in points.
  for (const marker of diagramMarkers(damages)) {
    if (marker.count < 2) continue;
    const cx = x + marker.x * scale;
    const cy = y + marker.y * scale;
    doc.circle(cx, cy, 6).fill('#ffffff');
    doc.fillColor(INK.text).font(FONT.bold).fontSize(7).text(String(marker.count), cx - 6, cy - 3.6, { width: 12, align: 'center', lineBreak: false });
  }
  doc.fillColor(INK.muted).font(FONT.regular).fontSize(8);
  doc.text(`◄ ${texts.front}`, x, y - 12, { width: width / 2, align: 'left', lineBreak: false });
  doc.text(`${texts.rear} ►`, x + width / 2, y - 12, { width: width / 2, align: 'right', lineBreak: false });

  let legendX = x;
  const legendY = y + height + 10;
  for (const severity of SEVERITY_ORDER) {
    doc.circle(legendX + 5, legendY + 5, 5).fill(SEVERITY_COLOURS[severity]);
    const label = texts.severities[severity];
    doc.fillColor(INK.text).font(FONT.regular).fontSize(8.5).text(label, legendX + 14, legendY + 1, { lineBreak: false });
    legendX += 24 + doc.widthOfString(label);
  }
};
