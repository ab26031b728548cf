import {
  agreementTermsSchema,
  paiseToDecimal,
  rupeesToPaise,
  type Agreement,
  type AgreementTerms,
} from '@kalasetu/shared/payments';

/** The terms form as typed: amounts in rupees as text ("15,000" or "1500.50"). */
export interface TermsFormValues {
  price: string;
  deliverables: string;
  dueDate: string;
  milestones: { title: string; amount: string }[];
}

const asRupees = (paise: number) => paiseToDecimal(paise).replace(/\.00$/, '');

export function termsFormValues(agreement: Agreement): TermsFormValues {
  const split = agreement.milestones.length > 1 || (agreement.milestones[0]?.title ?? '') !== '';
  return {
    price: asRupees(agreement.pricePaise),
    deliverables: agreement.deliverables,
    dueDate: agreement.dueDate,
    milestones: split
      ? agreement.milestones.map((m) => ({ title: m.title, amount: asRupees(m.amountPaise) }))
      : [],
  };
}

/**
 * The typed form through the shared contract (the server parses the same): the terms in paise, or each field's
 * message key. Rupees that are no amount become NaN, which the contract refuses as not an amount.
 */
export function readTerms(
  values: TermsFormValues,
): { terms: AgreementTerms } | { errors: Record<string, string> } {
  const parsed = agreementTermsSchema.safeParse({
    pricePaise: rupeesToPaise(values.price),
    deliverables: values.deliverables,
    dueDate: values.dueDate,
    milestones: values.milestones.map((m) => ({ title: m.title, amountPaise: rupeesToPaise(m.amount) })),
  });
  if (parsed.success) return { terms: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, leaf] = issue.path.map(String);
    const name =
      head === 'pricePaise'
        ? 'price'
        : head === 'milestones' && index !== undefined
          ? `milestones.${index}.${leaf === 'amountPaise' ? 'amount' : 'title'}`
          : (head ?? 'price');
    errors[name] ??= issue.message;
  }
  return { errors };
}
