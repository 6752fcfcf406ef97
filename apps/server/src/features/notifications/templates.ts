/**
 * The Korean templates of the notification kinds, one content file per kind
 * (`content/notifications/<kind>.txt`): the alimtalk template code, a title, the screen it links to,
 * and the fixed text with `#{변수}` placeholders, as KakaoTalk approves them. Every channel sends the
 * same filled text; alimtalk also sends the code and the variables, which the provider checks
 * against the approved template.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';

const TEMPLATE_DIR = fileURLToPath(new URL('../../../content/notifications/', import.meta.url));

export interface NotificationTemplate {
  kind: NotificationKind;
  code: string;
  title: string;
  /** A portal path, possibly with variables. */
  link: string | null;
  body: string;
}

export type TemplateVariables<K extends NotificationKind> = Record<
  (typeof NOTIFICATION_EVENTS)[K]['variables'][number],
  string | number
>;

const PLACEHOLDER = /#\{([^}]+)\}/g;

export function parseTemplate(kind: NotificationKind, source: string): NotificationTemplate {
  const [head, ...rest] = source.split(/^---$/m);
  const fields = new Map(
    head!
      .split('\n')
      .map((line) => /^(\S+):\s*(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!] as const),
  );
  const code = fields.get('코드');
  const title = fields.get('제목');
  const body = rest.join('---').trim();
  if (!code || !title || !body)
    throw new Error(`template ${kind}: 코드, 제목 and a body after --- are required`);
  return { kind, code, title, link: fields.get('링크') || null, body };
}

/** The placeholders a template uses, body and link together. */
export const placeholdersOf = (template: NotificationTemplate): Set<string> =>
  new Set([...`${template.link ?? ''}\n${template.body}`.matchAll(PLACEHOLDER)].map((match) => match[1]!));

let loaded: ReadonlyMap<NotificationKind, NotificationTemplate> | undefined;

/** Every kind's template, read once. A kind without its file fails here, at start-up. */
export function notificationTemplates(): ReadonlyMap<NotificationKind, NotificationTemplate> {
  loaded ??= new Map(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      parseTemplate(kind, readFileSync(`${TEMPLATE_DIR}${kind}.txt`, 'utf8')),
    ]),
  );
  return loaded;
}

export interface FilledTemplate {
  code: string;
  title: string;
  text: string;
  link: string | null;
  variables: Record<string, string>;
}

/**
 * Fills a template. A variable the template uses but the payload lacks, or one the payload carries
 * that the kind does not declare, is a programming error: it throws rather than send `#{…}`.
 */
export function fillTemplate(
  kind: NotificationKind,
  values: Readonly<Record<string, string | number>>,
): FilledTemplate {
  const template = notificationTemplates().get(kind)!;
  const declared = new Set<string>(NOTIFICATION_EVENTS[kind].variables);
  const unknown = Object.keys(values).filter((name) => !declared.has(name));
  if (unknown.length > 0) throw new Error(`notification ${kind}: unknown variables ${unknown.join(', ')}`);
  const variables = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_match, name: string) => {
      const value = variables[name];
      if (value === undefined) throw new Error(`notification ${kind}: variable ${name} missing`);
      return value;
    });
  return {
    code: template.code,
    title: template.title,
    text: fill(template.body),
    link: template.link === null ? null : fill(template.link),
    variables,
  };
}
