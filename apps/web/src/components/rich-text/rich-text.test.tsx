import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { markdownToSafeHtml } from './rich-text-view';
import { sanitizeHtml } from './sanitize';

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

<img src=x onerror="alert(1)"><script>alert(2)</script>

[바로가기](javascript:alert(3)) [외부](https://example.com/doc)`;

describe('rich text', () => {
  it('renders Markdown headings, nested lists and tables, loaded on first use', async () => {
    render(<RichText markdown={source} />);
    expect(await screen.findByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('둘째').tagName).toBe('STRONG');
    expect(screen.getByRole('columnheader', { name: '구분' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '매월 결제' })).toBeInTheDocument();
  });

  it('leaves no script, event handler or script URL, and opens other hosts safely', () => {
    const html = markdownToSafeHtml(source);
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain(
      '<a href="https://example.com/doc" target="_blank" rel="noopener noreferrer">외부</a>',
    );
  });

  it('sanitizes HTML again in the browser', () => {
    const dirty =
      '<p style="color:red" onclick="alert(1)">안내</p><a href="/paymentPlan" target="_blank">요금제</a><svg onload="alert(1)"></svg><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(dirty)).toBe('<p>안내</p><a href="/paymentPlan">요금제</a>');
  });
});
