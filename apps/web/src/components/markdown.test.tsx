import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown } from './markdown';

const source = `# 약관

## 제1조 (목적)

이 약관은 회사와
파트너의 권리를 정합니다.

1. 첫째 항목
2. **둘째** 항목
   - 세부 사항
3. 셋째 항목

| 구분 | 내용 |
| --- | --- |
| 월정액 | 매월 결제 |

<img src=x onerror="alert(1)">`;

describe('markdown', () => {
  it('reads headings, paragraphs, nested lists and tables', () => {
    const blocks = parseMarkdown(source);
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'list',
      'table',
      'paragraph',
    ]);
    expect(blocks[2]).toEqual({ kind: 'paragraph', text: '이 약관은 회사와 파트너의 권리를 정합니다.' });
  });

  it('renders them as elements and raw HTML as text', () => {
    const { container } = render(<Markdown blocks={parseMarkdown(source)} />);
    expect(screen.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('둘째').tagName).toBe('STRONG');
    expect(screen.getByRole('columnheader', { name: '구분' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '매월 결제' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });
});
