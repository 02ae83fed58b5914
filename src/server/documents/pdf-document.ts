import type PDFDocumentClass from 'pdfkit';

/**
 * The one PDF toolkit of the API (architecture.md, "One of each tool"): every document the portal issues
 * (data export, statements, paychecks, income reports) is built on this base, one file per document beside it.
 * What the base gives each one: A4 pages with the fund's name and the document's title at the top and
 * "Página X de N" at the bottom; headings, paragraphs, label–value lists and tables; and a tagged PDF
 * (PDF 1.7, structure tree, language pt-BR, title shown by the reader) so screen readers read it in order,
 * with the page furniture marked as artifacts. Figures come formatted by src/domain/format.ts, as the pages show them.
 */

/** The fund's name as the portal's mark shows it (components/ui/Logo.tsx). */
export const FUND_NAME = 'Previdência';
const PORTAL_NAME = 'Portal do Participante';

// pdfkit's standard fonts (metrics from its own data folder: pdfkit stays outside the server bundle) write
// WinAnsi, which covers Portuguese (ç, ã, é, ô …). Anything beyond it (an emoji in a chat message) is replaced.
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = { title: 18, heading: 13, subheading: 11, body: 10, table: 8.5, furniture: 8 } as const;
const COLOR = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', headerFill: '#f3f4f6' } as const;
const MARGIN = { top: 70, bottom: 56, left: 50, right: 50 } as const;
const CELL_PADDING = 3;

/** WinAnsi beyond Latin-1: the characters of 0x80–0x9F that pdfkit maps (curly quotes, dashes, €, …). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as the standard fonts can draw it: control characters dropped, characters outside WinAnsi as '?'. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') result += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else result += code <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }
  return result;
}

export interface TableColumn {
  header: string;
  /** Share of the line's width (the shares of a table add up to about 1). */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentOptions {
  /** The document's title: the reader's window title, the first heading and the header of every page. */
  title: string;
  subject: string;
  /** When the document was made (its metadata). */
  createdAt: Date;
  /** The fund's name from its identity setting (src/domain/fund-contact-identity.ts), shown in every page's header. */
  fundName?: string;
}

export type PdfBuilder = Awaited<ReturnType<typeof createPdfDocument>>;

// pdfkit (with fontkit and its font data, ≈ 5 MB of heap) is loaded by the first document, not by every process at
// start: most never issue a PDF. A static import would be hoisted into the bundled server (scripts/build-server.mjs).
let pdfToolkit: Promise<typeof PDFDocumentClass> | undefined;
function loadPdfToolkit(): Promise<typeof PDFDocumentClass> {
  pdfToolkit ??= import('pdfkit').then((module) => module.default);
  return pdfToolkit;
}

export async function createPdfDocument({ title, subject, createdAt, fundName = FUND_NAME }: PdfDocumentOptions) {
  const PDFDocument = await loadPdfToolkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true, // the page numbers ("de N") are written once every page exists
    pdfVersion: '1.7',
    tagged: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: title, Subject: subject, Author: `${fundName} · ${PORTAL_NAME}`, Creator: PORTAL_NAME, CreationDate: createdAt },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const contentWidth = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;

  /** Starts a new page when fewer than `height` points are left on this one. */
  function keepSpace(height: number) {
    if (doc.y + height > bottom()) doc.addPage();
  }

  function text(value: string, structType: string, options: { font?: string; size?: number; color?: string; gapAfter?: number } = {}) {
    doc
      .font(options.font ?? FONT.regular)
      .fontSize(options.size ?? SIZE.body)
      .fillColor(options.color ?? COLOR.text)
      .text(toWinAnsi(value), MARGIN.left, doc.y, { width: contentWidth, structParent: root, structType });
    doc.y += options.gapAfter ?? 0;
  }

  /** A line that is decoration only: outside the structure tree. */
  function rule(y: number) {
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + contentWidth, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.endMarkedContent();
  }

  function rowHeight(cells: string[], widths: number[], font: string) {
    doc.font(font).fontSize(SIZE.table);
    const heights = cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index] - 2 * CELL_PADDING }));
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  return {
    doc,

    title(value: string) {
      text(value, 'H1', { font: FONT.bold, size: SIZE.title, gapAfter: 6 });
    },

    /** A section's heading; kept with at least a few lines of what follows. */
    heading(value: string) {
      doc.y += 10;
      keepSpace(70);
      text(value, 'H2', { font: FONT.bold, size: SIZE.heading, gapAfter: 2 });
      rule(doc.y);
      doc.y += 6;
    },

    subheading(value: string) {
      doc.y += 4;
      keepSpace(50);
      text(value, 'H3', { font: FONT.bold, size: SIZE.subheading, gapAfter: 3 });
    },

    paragraph(value: string, options: { isMuted?: boolean } = {}) {
      text(value, 'P', { color: options.isMuted ? COLOR.muted : COLOR.text, gapAfter: 4 });
    },

    /** Label–value lines ("CPF: 529.982.247-25"); a missing value reads "Não informado", as on the page. */
    fields(items: Array<[label: string, value: string | null | undefined]>) {
      for (const [label, value] of items) {
        keepSpace(16);
        const line = toWinAnsi(`${label}: ${value || 'Não informado'}`);
        const labelPart = toWinAnsi(`${label}: `);
        const paragraph = doc.struct('P');
        root.add(paragraph);
        paragraph.add(
          doc.markStructureContent('P'),
        );
        doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.text).text(labelPart, MARGIN.left, doc.y, { width: contentWidth, continued: true });
        doc.font(FONT.regular).text(line.slice(labelPart.length), { width: contentWidth });
        doc.endMarkedContent();
        paragraph.end();
        doc.y += 2;
      }
      doc.y += 4;
    },

    /**
     * A table whose header row is repeated on every page it spans; an empty one says so instead. Tagged as
     * Table › TR › TH/TD (header cells scoped to their column); fills and rules are artifacts. Drawn here rather
     * than with pdfkit's table(), which writes layout attributes for every cell (a tenth of a kilobyte each:
     * megabytes for ten years of contributions).
     */
    table(columns: TableColumn[], rows: string[][], emptyText = 'Nenhum registro.') {
      if (!rows.length) {
        text(emptyText, 'P', { color: COLOR.muted, gapAfter: 4 });
        return;
      }
      const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
      const widths = columns.map((column) => (column.width / totalShare) * contentWidth);
      const lefts = widths.map((_, index) => MARGIN.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
      const headers = columns.map((column) => toWinAnsi(column.header));
      const headerHeight = rowHeight(headers, widths, FONT.bold);

      // Every structure element made must be ended and attached, or pdfkit waits for it forever at doc.end().
      let table: PDFKit.PDFStructureElement | null = null;
      const drawRow = (cells: string[], height: number, isHeader: boolean) => {
        const y = doc.y;
        if (isHeader) {
          doc.markContent('Artifact', { type: 'Layout' });
          doc.rect(MARGIN.left, y, contentWidth, height).fill(COLOR.headerFill);
          doc.endMarkedContent();
        }
        const row = doc.struct('TR');
        table!.add(row);
        cells.forEach((cell, index) => {
          const type = isHeader ? 'TH' : 'TD';
          const element = doc.struct(type, {}, () => {
            doc
              .font(isHeader ? FONT.bold : FONT.regular)
              .fontSize(SIZE.table)
              .fillColor(COLOR.text)
              .text(cell, lefts[index] + CELL_PADDING, y + CELL_PADDING, { width: widths[index] - 2 * CELL_PADDING, align: columns[index].align ?? 'left' });
          });
          // pdfkit types leave the element's dictionary out; /A holds the attributes of the PDF's Table owner.
          if (isHeader) (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = { O: 'Table', Scope: 'Column' };
          row.add(element);
        });
        row.end();
        rule(y + height);
        doc.y = y + height;
      };
      const startTable = () => {
        table = doc.struct('Table');
        root.add(table);
        drawRow(headers, headerHeight, true);
      };

      keepSpace(headerHeight + rowHeight(rows[0].map(toWinAnsi), widths, FONT.regular));
      startTable();
      for (const row of rows) {
        const cells = row.map(toWinAnsi);
        const height = rowHeight(cells, widths, FONT.regular);
        if (doc.y + height > bottom()) {
          table!.end();
          doc.addPage();
          startTable();
        }
        drawRow(cells, height, false);
      }
      table!.end();
      doc.x = MARGIN.left;
      doc.y += 8;
    },

    /**
     * The plan's logo as its SVG (public/images/planos/*.svg) draws it: a rounded square in the plan's colour with a
     * white chevron, and the plan's name beside it. pdfkit cannot place an SVG file, so the same shapes are drawn
     * here; one figure for screen readers, read by its alternative text.
     */
    planMark(planName: string, color: string) {
      const size = 28;
      const scale = size / 36; // the SVG's square is 36 units wide, at (2, 6)
      const x = MARGIN.left;
      const y = doc.y;
      const point = (svgX: number, svgY: number) => [x + (svgX - 2) * scale, y + (svgY - 6) * scale] as const;
      const figure = doc.struct('Figure', { alt: toWinAnsi(`Logotipo do plano ${planName}`) }, () => {
        doc.roundedRect(x, y, size, size, 10 * scale).fill(color);
        doc
          .moveTo(...point(12, 30))
          .lineTo(...point(20, 16))
          .lineTo(...point(28, 30))
          .lineWidth(3.5 * scale)
          .lineCap('round')
          .lineJoin('round')
          .strokeColor('#ffffff')
          .stroke();
        doc.font(FONT.bold).fontSize(15).fillColor(COLOR.text).text(toWinAnsi(planName), x + size + 8, y + 7, { width: contentWidth - size - 8, lineBreak: false });
      });
      root.add(figure);
      doc.lineCap('butt').lineJoin('miter');
      doc.x = MARGIN.left;
      doc.y = y + size + 10;
    },

    /** Writes the header and page number of every page, closes the structure and gives the file's bytes. */
    async toBuffer(): Promise<Buffer> {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      const finished = new Promise<void>((resolve, reject) => {
        doc.on('end', resolve);
        doc.on('error', reject);
      });
      finish();
      await finished;
      return Buffer.concat(chunks);
    },

    /** The same, as a stream: the reply sends the file as pdfkit writes it out. */
    toStream(): NodeJS.ReadableStream {
      finish();
      return doc;
    },
  };

  /** Writes the header and page number of every page, closes the structure and ends the document. */
  function finish() {
    root.end();
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      // Furniture is drawn in the margins: without this, text below the bottom margin would open a new page.
      doc.page.margins.bottom = 0;
      doc.markContent('Artifact', { type: 'Pagination' });
      // The fund's name on the left, the title on the right, on one line: a long fund name leaves the portal's out.
      const titleWidth = doc.font(FONT.regular).fontSize(SIZE.furniture).widthOfString(toWinAnsi(title));
      const leftWidth = contentWidth - titleWidth - 16;
      const withPortal = toWinAnsi(`${fundName} · ${PORTAL_NAME}`);
      doc.font(FONT.bold).fillColor(COLOR.muted);
      doc.text(doc.widthOfString(withPortal) <= leftWidth ? withPortal : toWinAnsi(fundName), MARGIN.left, 30, { width: leftWidth, lineBreak: false });
      doc.font(FONT.regular).text(toWinAnsi(title), MARGIN.left + leftWidth, 30, { width: contentWidth - leftWidth, align: 'right', lineBreak: false });
      doc.moveTo(MARGIN.left, 44).lineTo(MARGIN.left + contentWidth, 44).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      doc.text(`Página ${index - start + 1} de ${count}`, MARGIN.left, doc.page.height - 36, { width: contentWidth, align: 'center', lineBreak: false });
      doc.endMarkedContent();
    }
    doc.end();
  }
}
