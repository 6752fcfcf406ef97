/**
 * Just enough of a PDF reader for tests of the PDFs pdfkit writes: its pages, its embedded fonts,
 * and its text as a reader would copy it (the glyphs shown, mapped back through each font's
 * ToUnicode table). No dependency: the streams are inflated with zlib.
 */
import { inflateSync } from 'node:zlib';

export interface PdfSummary {
  pages: number;
  /** The fonts' names (`ABCDEF+Pretendard-Regular`) whose program is embedded (FontFile2/FontFile3). */
  embeddedFonts: string[];
  /** The text of every content stream, decoded with each font's table in turn (one of them fits). */
  text: string;
}

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  const raw = pdf.toString('latin1');
  for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const end = raw.indexOf('\nendstream', at);
    const body = pdf.subarray(at + 'stream\n'.length, end);
    try {
      found.push(inflateSync(body));
    } catch {
      found.push(body);
    }
  }
  return found;
}

/** A ToUnicode CMap's `beginbfrange` entries: glyph code → text. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let code = parseInt(range[1]!, 16);
    for (const entry of range[3]!.matchAll(/<([0-9a-f ]*)>/gi)) {
      const units = entry[1]!
        .split(' ')
        .filter(Boolean)
        .map((hex) => parseInt(hex, 16));
      map.set(code, String.fromCharCode(...units));
      code += 1;
    }
  }
  return map;
}

/** The hex strings a content stream shows, each TJ/Tj joined, one line per show. */
function decode(content: string, cmap: Map<number, string>): string {
  const lines: string[] = [];
  for (const show of content.matchAll(/(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
    let line = '';
    for (const hex of show[0].matchAll(/<([0-9a-f]*)>/gi)) {
      for (let i = 0; i + 4 <= hex[1]!.length; i += 4) {
        line += cmap.get(parseInt(hex[1]!.slice(i, i + 4), 16)) ?? '\uFFFD';
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export function readPdf(pdf: Buffer): PdfSummary {
  const raw = pdf.toString('latin1');
  const decoded = streams(pdf).map((s) => s.toString('latin1'));
  const cmaps = decoded.filter((s) => s.includes('beginbfrange')).map(readCmap);
  const contents = decoded.filter((s) => /\bBT\b/.test(s) && /\bTf\b/.test(s));
  // Text in a CMap is UTF-16 code units; the content streams' glyph codes are read as latin1 hex.
  const text = cmaps.flatMap((cmap) => contents.map((content) => decode(content, cmap))).join('\n');
  const embeddedFonts = raw
    .split('endobj')
    .filter((object) => object.includes('/FontDescriptor') && /\/FontFile[23] \d+ 0 R/.test(object))
    .map((object) => /\/FontName \/(\S+)/.exec(object)?.[1] ?? '');
  return { pages: (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length, embeddedFonts, text };
}
