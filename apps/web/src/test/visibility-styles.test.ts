import { describe, expect, it } from 'vitest';
import { visibilityOnlyCss } from './visibility-styles';

describe('visibilityOnlyCss', () => {
  it('keeps display, visibility, opacity and pointer-events and drops every other declaration', () => {
    expect(
      visibilityOnlyCss(
        '.a{color:red;display:none}.b{margin:0;padding:0}.c{visibility:hidden;opacity:0;pointer-events:none}',
      ),
    ).toBe('.a{display:none}.c{visibility:hidden;opacity:0;pointer-events:none}');
  });

  it('keeps media groups that hold a kept rule and drops keyframes', () => {
    expect(
      visibilityOnlyCss(
        '@keyframes spin{from{opacity:0}to{opacity:1}}@media (max-width: 575px){.d{display:none}.e{color:red}}@media print{.f{color:red}}',
      ),
    ).toBe('@media (max-width: 575px){.d{display:none}}');
  });

  it('is not misled by semicolons and braces inside strings and urls', () => {
    expect(
      visibilityOnlyCss(
        '.g{background:url("data:image/svg+xml;utf8,<svg>{}</svg>");display:inline-flex}.h::after{content:";}";opacity:.5}',
      ),
    ).toBe('.g{display:inline-flex}.h::after{opacity:.5}');
  });
});

describe('style elements in the tests', () => {
  it('hold the cut-down text and read back what was set', () => {
    const style = document.createElement('style');
    document.head.appendChild(style);
    style.innerHTML = '.x{color:red;display:none}';
    expect(style.innerHTML).toBe('.x{color:red;display:none}');
    expect(style.sheet?.cssRules[0]?.cssText).toBe('.x { display: none; }');
    const hidden = document.createElement('div');
    hidden.className = 'x';
    document.body.appendChild(hidden);
    expect(getComputedStyle(hidden).display).toBe('none');
    style.remove();
    hidden.remove();
  });
});
