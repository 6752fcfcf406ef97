/**
 * A4 PDFs in Korean (quotes, tax documents): pdfkit with the Pretendard font (SIL Open Font License,
 * the `pretendard` package's full-glyph TrueType files), read and parsed once per process; each
 * document embeds only the glyphs it uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';
import PDFDocument from 'pdfkit';

const FONT_DIR = 'pretendard/dist/public/static/alternative';
/** Shaped words kept per weight; past this many the memory starts over. */
const RUNS_KEPT = 20_000;
let fonts: { regular: Font; bold: Font } | undefined;

/**
 * The font, its shaping remembered across documents: shaping text through the font's OpenType tables
 * is most of a document's time, and quotes repeat the same words. pdfkit scales a run's positions in
 * place, so each call gets its own copy of them.
 */
function rememberingShapes(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  // pdfkit asks with a text and, at most, its features.
  const layout: Font['layout'] = (text, features) => {
    const key = `${JSON.stringify(features ?? null)}|${text}`;
    let run = runs.get(key);
    if (!run) {
      if (runs.size >= RUNS_KEPT) runs.clear();
      run = font.layout(text, features);
      runs.set(key, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((position) => ({ ...position })) });
  };
  return Object.create(font, { layout: { value: layout } }) as Font;
}

/** The two weights, parsed on the first document (about 50 ms) and kept. */
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const open = (file: string) =>
      rememberingShapes(create(readFileSync(require.resolve(`${FONT_DIR}/${file}`))) as Font);
    fonts = { regular: open('Pretendard-Regular.ttf'), bold: open('Pretendard-Bold.ttf') };
  }
  return fonts;
}

/** A new A4 document with the fonts `regular` and `bold` registered; `finished` resolves to its bytes once it ends. */
export function koreanPdf(options: {
  margins: { top: number; bottom: number; left: number; right: number };
  info: PDFKit.DocumentInfo;
}): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    lang: 'ko-KR',
    info: options.info,
    // No standard font is ever used: the two registered ones carry every glyph.
    font: null as unknown as string,
  });
  // pdfkit takes a parsed fontkit font as well as a file (its types only list files).
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** `attachment` with an ASCII fallback name and the Korean one (RFC 6266 / RFC 5987). */
export const attachmentDisposition = (ascii: string, korean: string): string =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(korean)}`;
