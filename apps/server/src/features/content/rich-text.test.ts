/**
 * The server sanitizer against the OWASP XSS filter-evasion cheat sheet: whatever goes in, what
 * comes out has no script, no event handler, no javascript:/vbscript:/data: link, no style, no frame.
 */
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.js';

/** A selection of the cheat sheet's vectors (https://cheatsheetseries.owasp.org, XSS Filter Evasion). */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.example/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="  JaVaScRiPt:alert(1)">click</a>`,
  `<a href="java&#x09;script:alert(1)">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><button formaction=javascript:alert(1)>X</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<img src="https://example.com/a.png" srcset="javascript:alert(1)">`,
];

/** Anything that could run: a script-capable element, an on* attribute, a script URL, style. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|iframe|frame|object|embed|svg|math|style|link|meta|base|body|form|input|button)\b/i.test(
      html,
    )
  )
    found.push('dangerous element');
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) found.push('event handler');
  if (
    /(href|src|action|background|dynsrc|formaction|srcset)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(
      html,
    )
  )
    found.push('script URL');
  if (/\sstyle\s*=/i.test(html)) found.push('style attribute');
  return found;
}

describe('rich-text sanitizer', () => {
  it.each(OWASP_VECTORS)('leaves nothing executable of %s', (vector) => {
    const clean = sanitizeRichText(vector);
    expect(executableParts(clean)).toEqual([]);
    // Sanitizing twice changes nothing: what is stored is already in its final form.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the formatting staff write', () => {
    const html =
      '<h3>안내</h3><p><strong>굵게</strong> <em>기울임</em></p><ul><li>하나</li></ul><img src="/uploads/a.webp" alt="그림" /><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('opens links to other hosts in a new window without access to the portal', () => {
    expect(sanitizeRichText('<a href="https://example.com/x" target="_self" rel="opener">외부</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">외부</a>',
    );
    expect(sanitizeRichText('<a href="/paymentPlan" target="_blank">요금제</a>')).toBe(
      '<a href="/paymentPlan">요금제</a>',
    );
  });

  it('drops images from other schemes and protocol-relative addresses', () => {
    expect(sanitizeRichText('<img src="http://example.com/a.png"><img src="//evil.example/a.png">')).toBe('');
  });

  it('makes plain text of titles and answers', () => {
    expect(plainText('<b>공지</b><script>alert(1)</script> 안내')).toBe('공지 안내');
  });
});
