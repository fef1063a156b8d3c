/// <reference path="./mailauth-header-parser.d.ts" />
import {
  type AuthenticationResults,
  domainOfAddress,
  type HeaderMailbox,
  type MethodResult,
  parseMailAddress,
  type SenderIdentity,
  senderIdentity,
} from '@ap/domain/sender';
import headerParser from 'mailauth/lib/parse-dkim-headers.js';
import { addressParser } from 'postal-mime';

/** A header line of a message, in the order the message has them (topmost first). */
export type HeaderLine = { name: string; value: string };

type Entry = { value?: string; [ptype: string]: unknown };

const lower = (text: unknown) => (typeof text === 'string' ? text.trim().toLowerCase() : undefined);
const property = (entry: Entry, ptype: string, name: string) =>
  lower((entry[ptype] as Record<string, unknown> | undefined)?.[name]);
const result = (entry: Entry, domain: string | undefined): MethodResult => ({
  result: lower(entry.value) ?? '',
  domain: domain?.replace(/^@/, ''),
});

/**
 * The verdicts of the first Authentication-Results header whose authserv-id is the receiving
 * provider's (`mx.google.com` for Gmail). The provider adds its header above everything the
 * message carried, so a header the sender wrote (even naming the same authserv-id) sits lower
 * and is never read; headers of other servers are not the provider's word. Parsed by
 * mailauth's RFC 8601 parser (comments, quoted strings, several DKIM results).
 */
export const readAuthenticationResults = (
  headers: readonly HeaderLine[],
  authservId: string,
): AuthenticationResults | undefined => {
  for (const header of headers) {
    if (header.name.toLowerCase() !== 'authentication-results') continue;
    const { parsed } = headerParser(`Authentication-Results: ${header.value}`);
    if (lower(parsed.value)?.split(/\s+/)[0] !== authservId.toLowerCase()) continue;
    const single = (method: string) => parsed[method] as Entry | undefined;
    const dmarc = single('dmarc');
    const spf = single('spf');
    return {
      ...(dmarc ? { dmarc: result(dmarc, property(dmarc, 'header', 'from')) } : {}),
      spf: spf
        ? [
            result(
              spf,
              domainOfOptional(property(spf, 'smtp', 'mailfrom') ?? property(spf, 'smtp', 'helo')),
            ),
          ]
        : [],
      dkim: (parsed.dkim ?? []).map((dkim) =>
        result(
          dkim,
          property(dkim, 'header', 'd') ?? domainOfOptional(property(dkim, 'header', 'i')),
        ),
      ),
    };
  }
  return undefined;
};

const domainOfOptional = (text: string | undefined) =>
  text === undefined ? undefined : text.includes('@') ? domainOfAddress(text) : text;

/** The mailboxes of an address header (groups opened; quoted or encoded display names are names). */
const mailboxesOf = (value: string): HeaderMailbox[] =>
  addressParser(value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .flatMap((entry) => (entry.address ? [{ name: entry.name, address: entry.address }] : []));

/** The addresses of an address header (From, To, Cc), normalised; never one written as a name. */
export const headerAddresses = (value: string): string[] =>
  mailboxesOf(value).flatMap((box) => parseMailAddress(box.address)?.address ?? []);

/**
 * Who wrote a message, from its header lines: every From header's mailboxes (postal-mime's
 * address parser: quoted and encoded display names are names, not addresses) and the
 * receiving provider's Authentication-Results. See @ap/domain/sender for the rules.
 */
export const readSenderIdentity = (
  headers: readonly HeaderLine[],
  options: { authservId: string },
): SenderIdentity | undefined => {
  const from = headers
    .filter((header) => header.name.toLowerCase() === 'from')
    .flatMap((header) => mailboxesOf(header.value));
  return senderIdentity(from, readAuthenticationResults(headers, options.authservId));
};
