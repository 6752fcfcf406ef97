/**
 * A small Markdown renderer for the legal texts: headings, paragraphs, nested lists, tables, rules
 * and **bold**. It builds React elements from the text, so nothing in it is ever parsed as HTML.
 */
import { Fragment, type ReactNode } from 'react';

interface ListBlock {
  ordered: boolean;
  start: number;
  items: { text: string; children: ListBlock[] }[];
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; list: ListBlock }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^(\s*)([-*+]|(\d+)\.)\s+(.*)$/;
const TABLE_SEPARATOR = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;
const RULE = /^(-{3,}|\*{3,})$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();
    const heading = HEADING.exec(trimmed);
    if (!trimmed) {
      i += 1;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      i += 1;
    } else if (RULE.test(trimmed)) {
      blocks.push({ kind: 'rule' });
      i += 1;
    } else if (trimmed.startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1]?.trim() ?? '')) {
      const header = cells(trimmed);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!));
      blocks.push({ kind: 'table', header, rows });
    } else if (LIST_ITEM.test(line)) {
      const start = i;
      while (i < lines.length && lines[i]!.trim() && (LIST_ITEM.test(lines[i]!) || /^\s+\S/.test(lines[i]!)))
        i += 1;
      blocks.push({ kind: 'list', list: parseList(lines.slice(start, i)) });
    } else {
      const start = i;
      while (
        i < lines.length &&
        lines[i]!.trim() &&
        !HEADING.test(lines[i]!.trim()) &&
        !LIST_ITEM.test(lines[i]!)
      ) {
        i += 1;
      }
      blocks.push({
        kind: 'paragraph',
        text: lines
          .slice(start, i)
          .map((part) => part.trim())
          .join(' '),
      });
    }
  }
  return blocks;
}

/** Builds nested lists from indentation; an indented line that is not an item continues the item above. */
function parseList(lines: string[]): ListBlock {
  const root: ListBlock = { ordered: false, start: 1, items: [] };
  const stack: { indent: number; list: ListBlock }[] = [];
  for (const line of lines) {
    const match = LIST_ITEM.exec(line);
    if (!match) {
      const last = stack.at(-1)?.list.items.at(-1);
      if (last) last.text += ` ${line.trim()}`;
      continue;
    }
    const indent = match[1]!.length;
    const ordered = match[3] !== undefined;
    while (stack.length && indent < stack.at(-1)!.indent) stack.pop();
    let top = stack.at(-1);
    if (!top) {
      Object.assign(root, { ordered, start: ordered ? Number(match[3]) : 1 });
      top = { indent, list: root };
      stack.push(top);
    } else if (indent > top.indent) {
      const parent = top.list.items.at(-1);
      const list: ListBlock = { ordered, start: ordered ? Number(match[3]) : 1, items: [] };
      if (parent) parent.children.push(list);
      top = { indent, list };
      stack.push(top);
    }
    top.list.items.push({ text: match[4]!, children: [] });
  }
  return root;
}

/** `**bold**` spans; everything else stays text. */
function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.map((part, i) =>
    i % 2 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
  );
}

function ListView({ list }: { list: ListBlock }) {
  const items = list.items.map((item, i) => (
    <li key={i}>
      {inline(item.text)}
      {item.children.map((child, j) => (
        <ListView key={j} list={child} />
      ))}
    </li>
  ));
  return list.ordered ? <ol start={list.start}>{items}</ol> : <ul>{items}</ul>;
}

export function Markdown({ blocks }: { blocks: Block[] }) {
  return (
    <div className="markdown">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h2';
            return <Tag key={i}>{inline(block.text)}</Tag>;
          }
          case 'paragraph':
            return <p key={i}>{inline(block.text)}</p>;
          case 'list':
            return <ListView key={i} list={block.list} />;
          case 'rule':
            return <hr key={i} />;
          case 'table':
            return (
              <div key={i} className="markdown__table" tabIndex={0} role="region" aria-label="표">
                <table>
                  <thead>
                    <tr>
                      {block.header.map((cell, j) => (
                        <th key={j} scope="col">
                          {inline(cell)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, j) => (
                      <tr key={j}>
                        {row.map((cell, k) => (
                          <td key={k}>{inline(cell)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
