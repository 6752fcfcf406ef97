/**
 * The embedded alimtalk channel: it answers as the messaging provider would, and records what it
 * accepts in the sandbox's message log (messaging-sandbox.ts) instead of sending anything.
 *
 * Its rules, with the provider's status codes and words:
 * - the template code must be one of the approved templates (ours, `content/notifications`), else
 *   `1042`; the text must be that template filled with the message's variables, else `1043`;
 * - the number must be a Korean mobile number (01X, 10 or 11 digits), else `3010`;
 * - numbers 010-9999-xxxx are "not on KakaoTalk" (`3104`): the message falls back to an SMS when it
 *   fits in 90 bytes of EUC-KR, to an LMS when longer, and is recorded with its fallback;
 * - every other number receives the alimtalk.
 * A refusal records nothing and throws `PermanentRefusal`.
 */
import { randomBytes } from 'node:crypto';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../shared/clock.js';
import { maskPhone } from '../../../shared/masking.js';
import { PermanentRefusal, type ChannelMessage, type DeliveryChannel } from '../delivery-channel.js';
import { findSandboxMessage, recordSandboxMessage } from '../messaging-sandbox.js';
import { alimtalkVariables, textMessageType, variableKey } from './text-message.js';

export interface ApprovedTemplate {
  code: string;
  /** The text as approved, with `#{변수}` placeholders. */
  body: string;
}

const MOBILE_NUMBER = /^01[016789]\d{7,8}$/;
/** The sandbox's subscribers who do not use KakaoTalk. */
const NOT_ON_KAKAOTALK = /^0109999\d{4}$/;

const ANSWERS = {
  unknownTemplate: '1042 유효한 템플릿 아이디가 아닙니다.',
  textMismatch: '1043 등록한 템플릿과 내용이 다릅니다.',
  badNumber: '3010 수신번호 형식 오류',
  delivered: '4000 발송 처리 완료',
  fallback: (type: 'sms' | 'lms') => `3104 카카오톡 미사용자 → ${type.toUpperCase()} 대체 발송 완료`,
};

/** A message id shaped like Solapi's (`M4V` and 29 characters). */
const providerMessageId = () => `M4V${randomBytes(15).toString('hex').toUpperCase().slice(0, 29)}`;

export function alimtalkSandbox(
  db: Database,
  clock: Clock,
  approvedTemplates: Iterable<ApprovedTemplate>,
): DeliveryChannel {
  const templates = new Map([...approvedTemplates].map((template) => [template.code, template.body]));

  function check(message: ChannelMessage): string {
    const body = templates.get(message.templateCode);
    if (body === undefined) throw new PermanentRefusal(ANSWERS.unknownTemplate);
    const variables = alimtalkVariables(message.variables);
    const filled = body.replace(
      /#\{[^}]+\}/g,
      (placeholder) => variables[variableKey(placeholder)] ?? placeholder,
    );
    if (filled !== message.text) throw new PermanentRefusal(ANSWERS.textMismatch);
    const number = digitsOnly(message.recipient.phone ?? '');
    if (!MOBILE_NUMBER.test(number)) throw new PermanentRefusal(ANSWERS.badNumber);
    return number;
  }

  return {
    name: 'alimtalk',
    reaches: (recipient) => !!recipient.phone,
    maskRecipient: (recipient) => (recipient.phone ? maskPhone(recipient.phone) : null),
    async send(message) {
      const number = check(message);
      const fallback = NOT_ON_KAKAOTALK.test(number) ? textMessageType(message.text) : null;
      const receipt = {
        providerMessageId: providerMessageId(),
        answer: fallback ? ANSWERS.fallback(fallback) : ANSWERS.delivered,
        fallback,
      };
      await recordSandboxMessage(db, {
        channel: 'alimtalk',
        messageKey: message.messageKey,
        templateCode: message.templateCode,
        recipient: number,
        text: message.text,
        fallback,
        providerMessageId: receipt.providerMessageId,
        answer: receipt.answer,
        createdAt: clock.now(),
      });
      return receipt;
    },
    find: (messageKey) => findSandboxMessage(db, 'alimtalk', messageKey),
  };
}
