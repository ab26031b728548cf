// `node --import tsx scripts/notice-templates.mjs`: prints every WhatsApp and SMS template to register (a notice
// kind or `grouped`, in each language), as Markdown, from the texts the server sends: docs/deployment.md says how.
const { providerTemplates } = await import('../apps/server/src/modules/outbound/provider-templates.ts');

for (const t of providerTemplates()) {
  console.log(`## ${t.template} (${t.lang})\n`);
  console.log(`WhatsApp template \`kalasetu_${t.template}\`, language \`${t.lang}\`, body:\n`);
  console.log('```text\n' + t.whatsApp.body + '\n```\n');
  console.log(`Footer: ${t.whatsApp.footer}\n`);
  console.log(`SMS (DLT, MSG91 variables ${t.sms.variables.map((v) => `##${v}##`).join(', ')}):\n`);
  console.log('```text\n' + t.sms.text + '\n```\n');
}
