import { simplePdf } from './pdf.js';
import type { DocumentStore, FieldValues } from './store.js';

/** Deterministic pseudo-random numbers, so that every demonstration database holds the same documents. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SUPPLIERS = ['Acme Office Supplies', 'Northwind Traders', 'Bluebird Logistics', 'Contoso Energy', 'Fabrikam Furniture', 'Tailspin Travel', 'Lucerne Publishing', 'Alpine Cleaning Services'];
const COUNTERPARTIES = ['Globex Corporation', 'Initech', 'Umbrella Facilities', 'Stark Components', 'Wayne Property Management', 'Wonka Catering', 'Hooli Cloud Services'];
const OWNERS = ['Giulia Rossi', 'Marc Dubois', 'Ana García', 'Lukas Becker', 'Emma Clarke'];
const EMPLOYEES = ['Paolo Bianchi', 'Claire Martin', 'Javier López', 'Sophie Wagner', 'Oliver Smith', 'Chiara Ricci', 'Hugo Bernard', 'Lena Fischer'];
const DEPARTMENTS = ['Sales', 'Finance', 'Operations', 'Engineering', 'Human Resources'];
const CONTRACT_TYPES = ['Supply', 'Service', 'Lease', 'Licence', 'Non-disclosure', 'Employment'];
const REQUEST_TYPES = ['Holiday', 'Sick leave', 'Training', 'Remote work', 'Expense refund'];

const ymd = (d: Date) => d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const shown = (n: number) => `${String(n).slice(6, 8)}/${String(n).slice(4, 6)}/${String(n).slice(0, 4)}`;
const money = (n: number) => `EUR ${n.toFixed(2)}`;

/** Demonstration documents of the three demonstration families, each with a generated PDF. */
export async function seedDocuments(store: DocumentStore, perFamily = 100): Promise<void> {
  const rnd = random(20260101);
  const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)];
  const start = new Date(Date.UTC(2025, 0, 2));
  const has = (key: string) => store.families().some((f) => f.key === key);
  const family = (key: string) => store.families().find((f) => f.key === key)!.id;

  if (has('invoices'))
    for (let i = 1; i <= perFamily; i++) {
      const issued = addDays(start, Math.floor(rnd() * 600));
      const amount = Math.round(rnd() * 950_000) / 100 + 50;
      const status = 1 + Math.floor(rnd() * 5);
      const number = `INV-${issued.getUTCFullYear()}-${String(i).padStart(4, '0')}`;
      const supplier = pick(SUPPLIERS);
      const values: FieldValues = { 1: number, 2: supplier, 3: ymd(issued), 4: ymd(addDays(issued, 30)), 5: amount, 6: status, 7: status === 3 };
      if (status === 4) values[8] = 'Quantities do not match the delivery note.';
      const pdf = simplePdf(`Invoice ${number}`, [`Supplier: ${supplier}`, `Issue date: ${shown(ymd(issued))}`, `Due date: ${shown(ymd(addDays(issued, 30)))}`, `Amount due: ${money(amount)}`]);
      await store.create({ familyId: family('invoices'), values, file: { name: `${number}.pdf`, content: pdf } }, 'admin');
    }

  if (has('contracts'))
    for (let i = 1; i <= perFamily; i++) {
      const begins = addDays(start, Math.floor(rnd() * 700) - 200);
      const years = 1 + Math.floor(rnd() * 3);
      const type = 1 + Math.floor(rnd() * CONTRACT_TYPES.length);
      const reference = `CTR-${begins.getUTCFullYear()}-${String(i).padStart(3, '0')}`;
      const counterparty = pick(COUNTERPARTIES);
      const value = Math.round(rnd() * 200_000) * 10;
      const values: FieldValues = { 1: reference, 2: counterparty, 3: type, 4: ymd(begins), 5: ymd(addDays(begins, 365 * years)), 6: value, 7: rnd() < 0.5, 8: pick(OWNERS) };
      const pdf = simplePdf(`${CONTRACT_TYPES[type - 1]} contract ${reference}`, [`Counterparty: ${counterparty}`, `From ${shown(ymd(begins))} for ${years} year(s)`, `Contract value: ${money(value)}`]);
      await store.create({ familyId: family('contracts'), values, file: { name: `${reference}.pdf`, content: pdf } }, 'admin');
    }

  if (has('hr-requests'))
    for (let i = 1; i <= perFamily; i++) {
      const from = addDays(start, Math.floor(rnd() * 600));
      const days = 1 + Math.floor(rnd() * 10);
      const type = 1 + Math.floor(rnd() * REQUEST_TYPES.length);
      const employee = pick(EMPLOYEES);
      const values: FieldValues = { 1: employee, 2: type, 3: ymd(from), 4: ymd(addDays(from, days - 1)), 5: days, 6: 1 + Math.floor(rnd() * 3), 7: pick(DEPARTMENTS) };
      if (type === 3) values[8] = 'Course on document management and digital signatures.';
      const pdf = simplePdf(`${REQUEST_TYPES[type - 1]} request`, [`Employee: ${employee}`, `From ${shown(ymd(from))}, ${days} day(s)`]);
      await store.create({ familyId: family('hr-requests'), values, file: { name: `hr-request-${i}.pdf`, content: pdf } }, 'user');
    }

  // A few requests sent through the public contact form, as guests would.
  if (has('contact-requests'))
    for (const [i, [name, topic, message]] of CONTACT_REQUESTS.entries()) {
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`;
      await store.create({ familyId: family('contact-requests'), values: { 1: name, 2: email, 3: topic, 4: message, 5: ymd(addDays(start, 30 * i)) } }, 'guest');
    }
}

const CONTACT_REQUESTS: [string, number, string][] = [
  ['Marta Conti', 1, 'Could you send a copy of invoice INV-2025-0012?'],
  ['Jonas Weber', 2, 'When does our service contract renew?'],
  ['Lucía Romero', 3, 'I cannot sign in since changing my e-mail address.'],
];
