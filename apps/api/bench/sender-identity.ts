// What reading who sent an e-mail costs per message: the sender identity from Gmail's header
// lines (postal-mime's address parser, mailauth's Authentication-Results parser) and the
// look-alike verdict against every known domain (the organisation's and each vendor's contact).
// `BENCH_VENDORS` (default 10,000) vendors with distinct domains, `BENCH_MESSAGES` (2,000).
import { performance } from 'node:perf_hooks';
import { type KnownDomain, lookalikeOf } from '@ap/domain/sender';
import { readSenderIdentity } from '@ap/extraction';

const vendors = Number(process.env.BENCH_VENDORS ?? 10_000);
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000);
const words = [
  'north',
  'wind',
  'supply',
  'tech',
  'cloud',
  'office',
  'green',
  'leaf',
  'metal',
  'works',
];
const nameOf = (i: number) =>
  `${words[i % 10]}${words[Math.floor(i / 10) % 10]}${Math.floor(i / 100)}`;
const known: KnownDomain<number>[] = [
  { domain: 'acme.test', owner: -1 },
  ...Array.from({ length: vendors }, (_, i) => ({ domain: `${nameOf(i)}.test`, owner: i })),
];
const headers = (i: number) => [
  {
    name: 'Authentication-Results',
    value: `mx.google.com; dkim=pass header.i=@${nameOf(i)}.test header.s=s1 header.b=AbCd; spf=pass (google.com: domain of billing@${nameOf(i)}.test designates 203.0.113.5 as permitted sender) smtp.mailfrom=billing@${nameOf(i)}.test; dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=${nameOf(i)}.test`,
  },
  { name: 'From', value: `"Billing" <billing@${i % 2 ? nameOf(i) : `x${nameOf(i)}`}.test>` },
];

const time = (what: string, run: (i: number) => unknown) => {
  const durations: number[] = [];
  for (let i = 0; i < messages; i += 1) {
    const started = performance.now();
    run(i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.floor(q * (durations.length - 1))]?.toFixed(3);
  console.log(
    `${what}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${messages} messages)`,
  );
};

time('sender identity from header lines', (i) =>
  readSenderIdentity(headers(i), { authservId: 'mx.google.com' }),
);
time(`look-alike verdict against ${vendors + 1} known domains`, (i) => {
  const identity = readSenderIdentity(headers(i), { authservId: 'mx.google.com' });
  return identity && lookalikeOf(identity.domain, known);
});
