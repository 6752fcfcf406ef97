/**
 * A NICE-compatible identity provider for the embedded mode and tests: the same crypto token,
 * key derivation, AES/HMAC envelopes and EUC-KR result as NICE, a standard-window page where the
 * tester picks a test person, enters another one or answers with a failure, and the encrypted
 * return to our return URL. Stateless: the token version id carries the request's date and number,
 * signed.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { niceDateTime, windowRequest, type IdentityProvider } from './identity-provider.js';
import { deriveNiceKeys, openNice, sealNice } from './nice-crypto.js';
import { escapeHtml, windowForm } from '../../shared/html.js';
import { isValidMobilePhone } from '@partner-portal/contract/validation';

export const SANDBOX_PREFIX = '/identity-sandbox';
const SITE_CODE = 'SANDBOX';

export interface SandboxPerson {
  name: string;
  birthdate: string;
  gender: '0' | '1';
  mobileno: string;
  mobileco: string;
}

/** Test people shown in the sandbox window (gender: 1 male, 0 female, as NICE sends it). */
export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  { name: '김민수', birthdate: '19850312', gender: '1', mobileno: '01022223333', mobileco: '1' },
  { name: '이지은', birthdate: '19900725', gender: '0', mobileno: '01044445555', mobileco: '2' },
  { name: '정하윤', birthdate: '19780930', gender: '0', mobileno: '01088889999', mobileco: '3' },
  { name: '박서준', birthdate: '20140101', gender: '1', mobileno: '01066667777', mobileco: '3' },
];

const CARRIERS: Record<string, string> = { '1': 'SKT', '2': 'KT', '3': 'LG U+' };

/**
 * A person typed into the window: a sign-up may be made once per person (DI), so tests and demos
 * need more people than the list holds.
 */
export function enteredPerson(fields: Record<string, string | undefined>): SandboxPerson | undefined {
  const name = (fields.name ?? '').trim();
  const birthdate = fields.birthdate ?? '';
  const mobileno = (fields.mobileno ?? '').replace(/-/g, '');
  const { gender, mobileco } = fields;
  const born = /^(\d{4})(\d{2})(\d{2})$/.exec(birthdate);
  const date = born && new Date(Date.UTC(Number(born[1]), Number(born[2]) - 1, Number(born[3])));
  const realDate =
    date && date.toISOString().slice(0, 10).replace(/-/g, '') === birthdate && date.getTime() < Date.now();
  if (!/^[가-힣a-zA-Z ]{2,20}$/.test(name) || !realDate || !isValidMobilePhone(mobileno)) return undefined;
  if ((gender !== '0' && gender !== '1') || !mobileco || !CARRIERS[mobileco]) return undefined;
  return { name, birthdate, gender, mobileno, mobileco };
}

const ENTRY_FORM = `<fieldset class="entry"><legend>다른 사람으로 인증</legend>
<label>이름<input name="name" required maxlength="20" autocomplete="off"></label>
<label>생년월일 (8자리)<input name="birthdate" required inputmode="numeric" pattern="\\d{8}" maxlength="8" placeholder="19800101"></label>
<label>성별<select name="gender"><option value="1">남</option><option value="0">여</option></select></label>
<label>통신사<select name="mobileco">${Object.entries(CARRIERS)
  .map(([code, carrier]) => `<option value="${code}">${carrier}</option>`)
  .join('')}</select></label>
<label>휴대폰 번호<input name="mobileno" required inputmode="numeric" pattern="01[016789]\\d{7,8}" maxlength="11" placeholder="01012345678"></label>
<button type="submit" class="primary">입력한 정보로 인증</button></fieldset>`;

/** The window's request as `start` makes it: NICE's three fields, the request sealed inside. */
const windowRequestSchema = z.object({
  token_version_id: z.string(),
  enc_data: z.string(),
  integrity_value: z.string(),
});

/** The tester's choice: a listed person by index, `entered` with the typed fields, or `fail`. */
const completeSchema = windowRequestSchema.extend({
  person: z.string().optional(),
  name: z.string().optional(),
  birthdate: z.string().optional(),
  gender: z.string().optional(),
  mobileco: z.string().optional(),
  mobileno: z.string().optional(),
});

const WINDOW_PAGES = { page: '본인인증 창 페이지', errorPage: '요청 오류 페이지' };

const badRequestPage = () => page('요청 오류', '<p>본인인증 요청 정보가 올바르지 않습니다.</p>');

export function sandboxIdentityProvider(
  secret: string,
): IdentityProvider & { routes(app: FastifyInstance): Promise<void> } {
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22);
  const tokenValOf = (tokenVersionId: string) =>
    createHmac('sha256', secret).update(`val:${tokenVersionId}`).digest('hex');

  function issueToken(reqDtim: string, reqNo: string): string {
    const body = Buffer.from(
      JSON.stringify({ d: reqDtim, n: reqNo, r: randomBytes(6).toString('hex') }),
    ).toString('base64url');
    return `${body}.${sign(body)}`;
  }

  /** Reads our own token version id back: the request's date and number, if the signature holds. */
  function readToken(tokenVersionId: string): { reqDtim: string; reqNo: string } | undefined {
    const [body, signature] = tokenVersionId.split('.');
    if (!body || !signature) return undefined;
    const expected = Buffer.from(sign(body));
    if (
      expected.length !== Buffer.byteLength(signature) ||
      !timingSafeEqual(expected, Buffer.from(signature))
    )
      return undefined;
    const { d, n } = JSON.parse(Buffer.from(body, 'base64url').toString()) as { d: string; n: string };
    return { reqDtim: d, reqNo: n };
  }

  /** The window's request: verified and decrypted, with its return URL kept on our own origin. */
  function readRequest(fields: Record<string, string | undefined>) {
    const token = readToken(fields.token_version_id ?? '');
    if (!token) return undefined;
    const keys = deriveNiceKeys(token.reqDtim, token.reqNo, tokenValOf(fields.token_version_id!));
    const request = openNice(keys, fields.enc_data ?? '', fields.integrity_value ?? '');
    if (!request || request.requestno !== token.reqNo || !request.returnurl?.startsWith('/'))
      return undefined;
    return { keys, request, tokenVersionId: fields.token_version_id! };
  }

  return {
    name: 'sandbox',
    async start(input) {
      const tokenVersionId = issueToken(niceDateTime(input.requestedAt), input.requestNo);
      return windowRequest(
        `${SANDBOX_PREFIX}/service.cb`,
        { tokenVersionId, tokenVal: tokenValOf(tokenVersionId), siteCode: SITE_CODE },
        input,
      );
    },

    async routes(untyped) {
      const app = untyped.withTypeProvider<ZodTypeProvider>();
      app.post(
        `${SANDBOX_PREFIX}/service.cb`,
        windowForm('본인인증 창: 테스트 사용자를 고르거나 입력', windowRequestSchema, WINDOW_PAGES),
        async (request, reply) => {
          const fields = request.body;
          const read = !request.validationError && readRequest(fields);
          if (!read) return reply.code(400).type('text/html; charset=utf-8').send(badRequestPage());
          const hidden = hiddenInputs({
            token_version_id: read.tokenVersionId,
            enc_data: fields.enc_data!,
            integrity_value: fields.integrity_value!,
          });
          const people = SANDBOX_PEOPLE.map(
            (
              person,
              index,
            ) => `<form method="post" action="${SANDBOX_PREFIX}/complete">${hidden}<input type="hidden" name="person" value="${index}">
<button type="submit" class="person"><strong>${escapeHtml(person.name)}</strong><span>${person.birthdate.slice(0, 4)}.${person.birthdate.slice(4, 6)}.${person.birthdate.slice(6)} · ${CARRIERS[person.mobileco]} ${person.mobileno.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3')}</span></button></form>`,
          ).join('\n');
          const entry = `<form method="post" action="${SANDBOX_PREFIX}/complete">${hidden}<input type="hidden" name="person" value="entered">${ENTRY_FORM}</form>`;
          const fail = `<form method="post" action="${SANDBOX_PREFIX}/complete">${hidden}<input type="hidden" name="person" value="fail"><button type="submit" class="fail">인증 실패로 응답하기</button></form>`;
          return reply
            .type('text/html; charset=utf-8')
            .send(
              page(
                '휴대폰 본인인증 (테스트)',
                `<p class="note">테스트 환경입니다. 실제 인증 없이 아래 테스트 사용자 중 한 명을 선택하거나 다른 사람의 정보를 입력하세요.</p>${people}${entry}${fail}`,
              ),
            );
        },
      );

      app.post(
        `${SANDBOX_PREFIX}/complete`,
        windowForm('본인인증 결과를 암호화해 반환 주소로 보내는 페이지', completeSchema, WINDOW_PAGES),
        async (request, reply) => {
          const fields = request.body;
          const read = !request.validationError && readRequest(fields);
          if (!read) return reply.code(400).type('text/html; charset=utf-8').send(badRequestPage());
          const person =
            fields.person === 'entered' ? enteredPerson(fields) : SANDBOX_PEOPLE[Number(fields.person)];
          if (!person && fields.person !== 'fail') {
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(
                page('입력 오류', '<p>입력한 정보가 올바르지 않습니다. 뒤로 돌아가 다시 입력해주세요.</p>'),
              );
          }
          const responseNo = `SBX${randomBytes(8).toString('hex')}`;
          const result = person
            ? {
                resultcode: '0000',
                requestno: read.request.requestno,
                responseno: responseNo,
                authtype: 'M',
                name: person.name,
                utf8_name: encodeURIComponent(person.name),
                birthdate: person.birthdate,
                gender: person.gender,
                nationalinfo: '0',
                mobileno: person.mobileno,
                mobileco: person.mobileco,
                sitecode: SITE_CODE,
                // NICE's DI is 64 characters and CI 88; both are stable for one person.
                di: createHash('sha256').update(`di:${person.name}:${person.birthdate}`).digest('hex'),
                ci: createHash('sha512').update(`ci:${person.name}:${person.birthdate}`).digest('base64'),
              }
            : {
                resultcode: '0017',
                requestno: read.request.requestno,
                responseno: responseNo,
                sitecode: SITE_CODE,
              };
          const sealed = sealNice(read.keys, result, 'euc-kr');
          const body = `<form id="nice-return" method="post" action="${escapeHtml(read.request.returnurl!)}">${hiddenInputs({ token_version_id: read.tokenVersionId, ...sealed })}
<p>인증 결과를 전달하는 중입니다…</p><button type="submit">계속</button></form><script src="${SANDBOX_PREFIX}/auto-submit.js"></script>`;
          return reply.type('text/html; charset=utf-8').send(page('본인인증 결과 전달', body));
        },
      );

      app.get(
        `${SANDBOX_PREFIX}/auto-submit.js`,
        {
          schema: {
            summary: '결과 페이지의 폼을 자동 전송하는 스크립트',
            response: {
              200: {
                description: '자동 전송 스크립트',
                content: { 'text/javascript': { schema: z.string() } },
              },
            },
          },
        },
        async (_request, reply) =>
          reply
            .type('text/javascript')
            .header('cache-control', 'no-cache')
            .send("document.getElementById('nice-return').submit();"),
      );
    },
  };
}

function hiddenInputs(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,'Noto Sans CJK KR',sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#1f1f1f}h1{font-size:20px;border-bottom:3px solid #e60012;padding-bottom:8px}
.note{background:#fff7e6;border:1px solid #ffd591;padding:10px;border-radius:6px;font-size:14px}form{margin:8px 0}button{width:100%;padding:12px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;font-size:15px;cursor:pointer;text-align:left}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0958d9}.person span{display:block;color:#595959;font-size:13px;margin-top:2px}.fail{text-align:center;color:#a8071a;border-color:#ffa39e;margin-top:16px}
.entry{border:1px solid #d9d9d9;border-radius:6px;padding:8px 12px 12px;margin:16px 0 0}.entry legend{font-weight:600;padding:0 4px}.entry label{display:block;font-size:14px;margin:8px 0}
.entry input,.entry select{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:8px;border:1px solid #8c8c8c;border-radius:6px;font-size:15px;background:#fff}.primary{text-align:center;margin-top:8px;background:#0958d9;border-color:#0958d9;color:#fff}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
