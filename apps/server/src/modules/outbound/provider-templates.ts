// The templates an operator registers with WhatsApp (Meta) and India's DLT (through MSG91), worded from the same
// texts the messages are: a registered text that differed from what is sent would be refused or rejected.
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { GROUPED_VARIABLES, OUTBOUND_KINDS, isTextKind, noticeTextKey } from '@kalasetu/shared/notices';

export interface ProviderTemplate {
  /** A notice kind, or `grouped`; WhatsApp's template is named WHATSAPP_TEMPLATE_PREFIX plus this. */
  template: string;
  lang: Language;
  /** WhatsApp's body, its values numbered {{1}}, {{2}}… in the order they are sent, and its fixed footer. */
  whatsApp: { body: string; footer: string; variables: string[] };
  /** The DLT template's text with MSG91's ##name## variables (`url` and `stop` are links). */
  sms: { text: string; variables: string[] };
}

function sentenceWith(lang: Language, template: string, value: (name: string) => string): string {
  if (template === 'grouped') return translate(lang, 'notice.grouped.subject', { count: value('count') });
  if (!isTextKind(template)) return '';
  const names = ['name', 'title', 'enterprise', 'amount', 'reason', 'count'];
  return translate(lang, noticeTextKey(template, {}), Object.fromEntries(names.map((n) => [n, value(n)])));
}

export function providerTemplates(): ProviderTemplate[] {
  const entries: [string, readonly string[]][] = [
    ...Object.entries(OUTBOUND_KINDS).map(
      ([kind, spec]) => [kind, spec.variables] as [string, readonly string[]],
    ),
    ['grouped', GROUPED_VARIABLES],
  ];
  return entries.flatMap(([template, names]) =>
    LANGUAGES.map((lang) => {
      const variables = [...names, 'url'];
      const numbered = (name: string) => `{{${variables.indexOf(name) + 1}}}`;
      const body = `${sentenceWith(lang, template, numbered)}\n${numbered('url')}`;
      const sms = `${sentenceWith(lang, template, (name) => `##${name}##`)} ##url##\n${translate(lang, 'notice.stop.sms', { url: '##stop##' })}`;
      return {
        template,
        lang,
        whatsApp: { body, footer: translate(lang, 'notice.stop.whatsapp'), variables },
        sms: { text: sms, variables: [...variables, 'stop'] },
      };
    }),
  );
}
