import { getDomain } from 'tldts';
import { toASCII } from 'tr46';

/** An e-mail address as decisions compare it: lower case, its domain in ASCII (punycode). */
export type MailAddress = { address: string; domain: string };

/**
 * The one spelling of an address: trimmed and lower-cased, the domain put through IDNA
 * (UTS #46: full-width letters folded, Unicode to punycode), so `Dana@ACME.test`,
 * `dana@ａｃｍｅ.test` and `dana@acme.test` are one person. Anything that is not
 * `local@domain` (no @, a blank side, a domain IDNA refuses) is not an address.
 */
export const parseMailAddress = (text: string | null | undefined): MailAddress | undefined => {
  const trimmed = (text ?? '').trim().replace(/^<|>$/g, '');
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return undefined;
  const local = trimmed.slice(0, at).toLowerCase();
  if (/[\s<>,;]/.test(local)) return undefined;
  const domain = toASCII(trimmed.slice(at + 1), {
    useSTD3ASCIIRules: true,
    checkHyphens: false,
    verifyDNSLength: true,
  });
  if (!domain?.includes('.')) return undefined;
  return { address: `${local}@${domain}`, domain };
};

/** The domain of an address, as written (lower case). */
export const domainOfAddress = (address: string): string =>
  address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** `billing.acme.com` is within `acme.com` (and `acme.com` within itself); `evilacme.com` is not. */
export const withinDomain = (domain: string, parent: string): boolean => {
  const child = domain.toLowerCase();
  const base = parent.toLowerCase();
  return child === base || child.endsWith(`.${base}`);
};

/**
 * The domain an organisation registered (`mail.northwind.co.uk` → `northwind.co.uk`), by the
 * Public Suffix List; the domain itself when the list knows no better.
 */
export const registeredDomain = (domain: string): string =>
  getDomain(domain, { allowPrivateDomains: true }) ?? domain.toLowerCase();

/** Mail providers whose domain says nothing about the company behind an address. */
export const SHARED_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'proton.me',
  'protonmail.com',
]);

export const isSharedMailDomain = (domain: string): boolean =>
  SHARED_MAIL_DOMAINS.has(registeredDomain(domain));
