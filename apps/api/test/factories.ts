/** Test data factories: a valid object by default, overridden field by field. */
import type { ContactMessageBody, SubmissionBody } from '@sendero/contract';

let sequence = 0;
const next = () => (sequence += 1);

export function buildContactMessage(
  overrides: Partial<ContactMessageBody> = {},
): ContactMessageBody {
  const n = next();
  return {
    name: `Traveller ${n}`,
    email: `traveller${n}@example.com`,
    message: `Hola! Question number ${n} about visiting Oaxaca in July.`,
    ...overrides,
  };
}

export function buildSubmission(overrides: Partial<SubmissionBody> = {}): SubmissionBody {
  const n = next();
  return {
    name: `Local ${n}`,
    email: `local${n}@example.com`,
    message: `My favourite spot #${n}: the tlayuda stall behind Mercado 20 de Noviembre.`,
    accepted: true,
    ...overrides,
  };
}
