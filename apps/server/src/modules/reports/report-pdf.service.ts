import { fileURLToPath } from 'node:url';
import {
  displayStatus,
  formatDollars,
  partKey,
  severityKey,
  summariseReport,
  type TLocale,
  type TReport,
  type TSeverityKey,
} from '@cda/contract';
import PDFDocument from 'pdfkit';
import type { TSessionUser } from '../sessions/session.service.js';
import type { TDamageEstimate } from './report-estimate.mapper.js';
import { FONT, INK, chartHeight, diagramHeight, drawCarDiagram, drawPartsChart, drawSeverityChip } from './report-pdf.drawing.js';
import { formatReportDate, partName, pdfTexts, type TPdfTexts } from './report-pdf.texts.js';
import type { ReportService } from './report.service.js';

type TDoc = PDFKit.PDFDocument;

/** The fonts ship with the server (apps/server/assets/fonts, DejaVu licence beside them); the path holds from src and dist alike. */
const fontPath = (file: string) => fileURLToPath(new URL(`../../../assets/fonts/${file}`, import.meta.url));
export const FONT_FILES = { [FONT.regular]: fontPath('DejaVuSans.ttf'), [FONT.bold]: fontPath('DejaVuSans-Bold.ttf') } as const;

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const PHOTO_MAX_HEIGHT = 330;

/** pdfkit's image opener is public at runtime but missing from its type definitions. */
type TOpenedImage = { width: number; height: number };
const openImage = (doc: TDoc, data: Buffer): TOpenedImage => (doc as unknown as { openImage: (src: Buffer) => TOpenedImage }).openImage(data);

type TCell = string | { severity: TSeverityKey; label: string };
type TColumn = { label: string; width: number; align?: 'left' | 'right' | 'center' };

export type TPreparedPdf = { fileName: string; document: TDoc; render: () => Promise<void> };

/**
 * The damage report as a PDF (spec 001 §2, §9). Access checks happen in prepare(), before any byte is sent, so
 * refusals are ordinary 403/404 answers; render() then draws into the document, which the route has already piped
 * to the reply, reading each photo from storage only when its page is drawn, so pages leave while later ones are
 * drawn and one image at a time is held.
 */
export class ReportPdfService {
  constructor(private readonly deps: { reports: ReportService; now: () => Date }) {}

  async prepare(options: { user: TSessionUser; reportId: number; locale: TLocale; onImageError: (error: unknown) => void }): Promise<TPreparedPdf> {
    const { report, estimates, images } = await this.deps.reports.getPrintableReport(options.user, options.reportId);
    const texts = pdfTexts(options.locale);
    const document = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: FONT_FILES[FONT.regular],
      info: { Title: `${texts.title} ${texts.reportNumber(report.id)}`, Subject: report.car.name, CreationDate: this.deps.now() },
      lang: options.locale,
    } as PDFKit.PDFDocumentOptions);
    document.registerFont(FONT.regular, FONT_FILES[FONT.regular]);
    document.registerFont(FONT.bold, FONT_FILES[FONT.bold]);
    const render = () => new ReportPdfWriter({ doc: document, report, estimates, images, texts, locale: options.locale, now: this.deps.now(), onImageError: options.onImageError }).write();
    return { fileName: `damage_report_${report.id}.pdf`, document, render };
  }
}

type TWriterInput = {
  doc: TDoc;
  report: TReport;
  estimates: Map<number, TDamageEstimate>;
  /** Per photo, reads the image to print; null when there is none. */
  images: (() => Promise<Buffer | null>)[];
  texts: TPdfTexts;
  locale: TLocale;
  now: Date;
  onImageError: (error: unknown) => void;
};

class ReportPdfWriter {
  private readonly doc: TDoc;
  private readonly summary: ReturnType<typeof summariseReport>;
  private pageNumber = 1;

  constructor(private readonly input: TWriterInput) {
    this.doc = input.doc;
    this.summary = summariseReport(input.report);
  }

  async write(): Promise<void> {
    this.footer();
    this.doc.on('pageAdded', () => {
      this.pageNumber += 1;
      this.footer();
    });
    this.header();
    this.summaryBlock();
    this.chartsBlock();
    await this.photosBlock();
    this.estimateBlock();
    this.doc.end();
  }

  private footer() {
    const { doc, texts, report } = this.input;
    const bottom = doc.page.margins.bottom;
    const [x, y] = [doc.x, doc.y];
    doc.page.margins.bottom = 0;
    doc.fillColor(INK.muted).font(FONT.regular).fontSize(7.5);
    doc.text(`${texts.title} · ${texts.reportNumber(report.id)} · ${this.pageNumber}`, MARGIN, PAGE.height - 26, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
    [doc.x, doc.y] = [x, y];
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > PAGE.height - MARGIN) this.doc.addPage();
  }

  private heading(text: string, size = 13) {
    // Keep a heading with at least the start of what follows it.
    this.ensureSpace(size + 80);
    this.doc.moveDown(0.6).fillColor(INK.text).font(FONT.bold).fontSize(size).text(text, MARGIN, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveTo(MARGIN, this.doc.y + 2).lineTo(MARGIN + CONTENT_WIDTH, this.doc.y + 2).lineWidth(0.6).stroke(INK.rule);
    this.doc.y += 8;
  }

  private header() {
    const { doc, texts, report, locale, now } = this.input;
    doc.rect(0, 0, PAGE.width, 78).fill(INK.accent);
    doc.fillColor('#ffffff').font(FONT.bold).fontSize(20).text(texts.title, MARGIN, 24, { width: CONTENT_WIDTH - 150 });
    doc.font(FONT.regular).fontSize(11).text(texts.reportNumber(report.id), MARGIN + CONTENT_WIDTH - 150, 26, { width: 150, align: 'right' });
    doc.fontSize(8).text(texts.generated(formatReportDate(now.toISOString(), locale)), MARGIN + CONTENT_WIDTH - 200, 46, { width: 200, align: 'right' });
    doc.y = 96;
  }

  private summaryBlock() {
    const { doc, texts, report, locale } = this.input;
    this.heading(texts.summary);
    const rows: [string, string][] = [
      [texts.car, report.car.name || texts.notSet],
      [texts.plate, report.car.license_number || texts.notSet],
      [texts.date, formatReportDate(report.created_at, locale)],
      [texts.status, texts.statuses[displayStatus(report.status)]],
      [texts.photos, String(report.photos.length)],
      [texts.damages, String(this.summary.damage_count)],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fillColor(INK.muted).font(FONT.regular).fontSize(10).text(label, MARGIN, y, { width: 140 });
      doc.fillColor(INK.text).font(FONT.bold).text(value, MARGIN + 150, y, { width: CONTENT_WIDTH - 150 });
      doc.y = Math.max(doc.y, y + 16) + 2;
    }
    const y = doc.y + 4;
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, 52, 6).fill('#e3f2fd');
    doc.fillColor(INK.text).font(FONT.regular).fontSize(11).text(texts.total, MARGIN + 12, y + 9, { width: 200 });
    doc.fillColor(INK.accent).font(FONT.bold).fontSize(18).text(this.summary.total, MARGIN + 150, y + 6, { width: CONTENT_WIDTH - 162 });
    doc.fillColor(INK.muted).font(FONT.regular).fontSize(8).text(texts.ruleNote, MARGIN + 12, y + 31, { width: CONTENT_WIDTH - 24 });
    doc.y = y + 60;
  }

  private chartsBlock() {
    const { doc, texts, report } = this.input;
    if (this.summary.damage_count === 0) {
      this.heading(texts.affectedParts);
      doc.fillColor(INK.muted).font(FONT.regular).fontSize(10).text(texts.noDamages, MARGIN, doc.y, { width: CONTENT_WIDTH });
      return;
    }
    this.heading(texts.affectedParts);
    doc.fillColor(INK.muted).font(FONT.regular).fontSize(8).text(texts.affectedPartsNote, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 6;
    const height = chartHeight(this.summary.top_parts.length);
    this.ensureSpace(height);
    // The drawings set text at absolute places, which moves doc.y; the block's own height is what counts.
    const chartTop = doc.y;
    drawPartsChart(doc, { x: MARGIN, y: chartTop, width: CONTENT_WIDTH, parts: this.summary.top_parts, texts });
    doc.y = chartTop + height;

    const width = 400;
    this.ensureSpace(diagramHeight(width) + 70);
    this.heading(texts.diagram);
    doc.fillColor(INK.muted).font(FONT.regular).fontSize(8).text(texts.diagramNote, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 18;
    const damages = report.photos.flatMap((photo) => photo.photos);
    const diagramTop = doc.y;
    drawCarDiagram(doc, { x: MARGIN + (CONTENT_WIDTH - width) / 2, y: diagramTop, width, damages, texts });
    doc.y = diagramTop + diagramHeight(width);
  }

  private async photosBlock() {
    const { doc, texts, report, images } = this.input;
    if (report.photos.length === 0) {
      this.heading(texts.photos);
      doc.fillColor(INK.muted).font(FONT.regular).fontSize(10).text(texts.noPhotos, MARGIN, doc.y);
      return;
    }
    for (const [index, photo] of report.photos.entries()) {
      // Let the finished pages flow to the client before the next photo is embedded.
      await new Promise((resolve) => setImmediate(resolve));
      doc.addPage();
      const annotated = photo.image_result !== null;
      this.heading(`${texts.photoHeading(index + 1, report.photos.length)} — ${annotated ? texts.annotated : texts.original}`, 12);
      const image = await this.readImage(images[index]);
      if (image) {
        const opened = openImage(doc, image);
        const scale = Math.min(CONTENT_WIDTH / opened.width, PHOTO_MAX_HEIGHT / opened.height);
        const [width, height] = [opened.width * scale, opened.height * scale];
        const y = doc.y;
        doc.image(opened as unknown as Buffer, MARGIN + (CONTENT_WIDTH - width) / 2, y, { width, height });
        doc.rect(MARGIN + (CONTENT_WIDTH - width) / 2, y, width, height).lineWidth(0.5).stroke(INK.rule);
        doc.y = y + height + 10;
      } else {
        doc.fillColor(INK.muted).font(FONT.regular).fontSize(10).text(texts.noImage, MARGIN, doc.y);
        doc.y += 8;
      }
      if (photo.photos.length === 0) {
        doc.fillColor(INK.muted).font(FONT.regular).fontSize(10).text(texts.noDamagesOnPhoto, MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
        continue;
      }
      const columns: TColumn[] = [
        { label: texts.columns.part, width: 88 },
        { label: texts.columns.type, width: 70 },
        { label: texts.columns.severity, width: 64, align: 'center' },
        { label: texts.columns.cost, width: 62, align: 'right' },
        { label: texts.columns.area, width: 74, align: 'right' },
        { label: texts.columns.description, width: CONTENT_WIDTH - 358 },
      ];
      const rows: TCell[][] = photo.photos.map((damage) => {
        const severity = severityKey(damage.severity);
        const estimate = this.input.estimates.get(damage.id);
        return [
          partName(texts, damage.car_part),
          damage.damage_type,
          { severity, label: texts.severities[severity] === texts.severities.other ? damage.severity || texts.severities.other : texts.severities[severity] },
          estimate ? estimate.total : damage.damage_cost,
          `${Number.isInteger(damage.area) ? damage.area : damage.area.toFixed(2)} ${texts.areaUnit}`,
          damage.description,
        ];
      });
      this.table(columns, rows);
    }
  }

  /** A photo whose file cannot be read prints a note instead of ending the whole document. */
  private async readImage(read: (() => Promise<Buffer | null>) | undefined): Promise<Buffer | null> {
    try {
      return read ? await read() : null;
    } catch (error) {
      this.input.onImageError(error);
      return null;
    }
  }

  private estimateBlock() {
    const { doc, texts, report, estimates } = this.input;
    if (this.summary.damage_count === 0) return;
    doc.addPage();
    this.heading(texts.estimate);
    this.table(
      [
        { label: texts.columns.part, width: 200 },
        { label: texts.damageCount, width: 110, align: 'right' },
        { label: '', width: 95 },
        { label: texts.total, width: CONTENT_WIDTH - 405, align: 'right' },
      ],
      [
        ...this.summary.part_costs.map((part): TCell[] => [partName(texts, part.part), String(part.damages), part.replacement ? texts.replacement : texts.repair, part.total]),
        [texts.total, String(this.summary.damage_count), '', this.summary.total],
      ],
      { boldLastRow: true },
    );
    doc.fillColor(INK.muted).font(FONT.regular).fontSize(8).text(texts.ruleNote, MARGIN, doc.y + 2, { width: CONTENT_WIDTH });
    doc.moveDown(0.8);

    // One table of every damage's lines: a bold row per damage with its total, then the lines that make it up.
    const replacedParts = new Set(this.summary.part_costs.filter((part) => part.replacement).map((part) => part.part));
    const rows: TCell[][] = [];
    const boldRows = new Set<number>();
    let number = 0;
    for (const photo of report.photos) {
      for (const damage of photo.photos) {
        number += 1;
        const estimate = estimates.get(damage.id);
        if (!estimate) continue;
        const ignored = replacedParts.has(partKey(damage.car_part)) && !estimate.replacement ? ` — ${texts.ignoredNote}` : '';
        boldRows.add(rows.length);
        rows.push([`${texts.damageHeading(number, partName(texts, damage.car_part))} · ${estimate.replacement ? texts.replacement : texts.repair}${ignored}`, estimate.total]);
        for (const line of estimate.lines) rows.push([`    ${line.kind === 'recorded' ? texts.recordedLine : line.explanation}`, formatDollars(line.amount_cents)]);
      }
    }
    this.heading(texts.estimateLines, 12);
    this.table(
      [
        { label: texts.columns.description, width: CONTENT_WIDTH - 90 },
        { label: texts.columns.cost, width: 90, align: 'right' },
      ],
      rows,
      { boldRows, compact: true },
    );
  }

  /** A table with a header row repeated on each page it runs onto; rows grow to fit wrapped text. */
  private table(columns: TColumn[], rows: TCell[][], options: { boldLastRow?: boolean; boldRows?: Set<number>; compact?: boolean } = {}) {
    const doc = this.doc;
    const size = options.compact ? 8 : 8.5;
    const pad = options.compact ? 3 : 4;
    const drawHeader = () => {
      const y = doc.y;
      doc.rect(MARGIN, y, CONTENT_WIDTH, 18).fill('#eceff1');
      let x = MARGIN;
      for (const column of columns) {
        doc.fillColor(INK.text).font(FONT.bold).fontSize(8).text(column.label, x + 4, y + 5, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false, ellipsis: true });
        x += column.width;
      }
      doc.y = y + 18;
    };
    this.ensureSpace(40);
    drawHeader();
    rows.forEach((row, rowIndex) => {
      const bold = (options.boldLastRow && rowIndex === rows.length - 1) || options.boldRows?.has(rowIndex) === true;
      doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
      const height =
        Math.max(14, ...row.map((cell, index) => (typeof cell === 'string' ? doc.heightOfString(cell || ' ', { width: columns[index]!.width - 8 }) : 14))) + 2 * pad;
      if (doc.y + height > PAGE.height - MARGIN) {
        doc.addPage();
        drawHeader();
      }
      const y = doc.y;
      if (rowIndex % 2 === 1) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill('#fafafa');
      let x = MARGIN;
      row.forEach((cell, index) => {
        const column = columns[index]!;
        if (typeof cell === 'string') {
          doc.fillColor(INK.text).font(bold ? FONT.bold : FONT.regular).fontSize(size).text(cell, x + 4, y + pad, { width: column.width - 8, align: column.align ?? 'left' });
        } else {
          drawSeverityChip(doc, { x: x + 4, y: y + pad, width: column.width - 8, severity: cell.severity, label: cell.label });
        }
        x += column.width;
      });
      doc.moveTo(MARGIN, y + height).lineTo(MARGIN + CONTENT_WIDTH, y + height).lineWidth(0.4).stroke(INK.rule);
      doc.y = y + height;
    });
    doc.x = MARGIN;
    doc.y += 6;
  }
}
