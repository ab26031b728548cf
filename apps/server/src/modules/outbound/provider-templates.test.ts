import { describe, expect, it } from 'vitest';
import { OUTBOUND_KINDS, type OutboundKind } from '@kalasetu/shared/notices';
import { smsText, smsVariables } from '../../lib/channels/sms-msg91';
import { renderMessage } from './outbound-render';
import { providerTemplates } from './provider-templates';

const params = {
  title: 'Saree catalogue',
  name: 'Asha Rao',
  enterpriseName: 'Ilkal Looms',
  reason: 'Budget',
  amountPaise: 1_500_000,
};

/** What is registered with WhatsApp and DLT says exactly what is sent, once its values are filled in. */
describe('provider templates', () => {
  it('fill in to the very message each kind sends, in every language', () => {
    for (const t of providerTemplates().filter((t) => t.template !== 'grouped')) {
      const message = renderMessage(
        {
          lang: t.lang,
          role: 'creator',
          publicUrl: 'https://kalasetu.in',
          unsubscribeUrl: 'https://kalasetu.in/u',
        },
        [{ kind: t.template, params, link: '/jobs/7/agreement' }],
      )!;
      expect(
        message.variables.map((v) => v.name),
        t.template,
      ).toEqual(t.whatsApp.variables);
      const whatsApp = t.whatsApp.body.replace(
        /\{\{(\d+)\}\}/g,
        (_, n: string) => message.variables[Number(n) - 1]!.value,
      );
      expect(whatsApp, `${t.template} ${t.lang}`).toBe(`${message.lines[0]}\n${message.url}`);
      const values = smsVariables(message);
      const sms = t.sms.text.replace(/##(\w+)##/g, (_, name: string) => values[name]!);
      expect(sms, `${t.template} ${t.lang}`).toBe(smsText(message));
    }
  });

  it('cover every kind sent outside the app, and the grouped message, in four languages', () => {
    const names = new Set(providerTemplates().map((t) => t.template));
    expect([...names].sort()).toEqual([...Object.keys(OUTBOUND_KINDS), 'grouped'].sort());
    expect(providerTemplates()).toHaveLength(4 * names.size);
    expect(Object.keys(OUTBOUND_KINDS)).toContain('payment_recorded' satisfies OutboundKind);
  });
});
