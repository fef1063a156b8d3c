// mailauth ships its RFC 8601 parser as an internal CommonJS module without types; this is the
// part of its result that sender-identity.ts reads (checked by test/sender-identity.test.ts).
declare module 'mailauth/lib/parse-dkim-headers.js' {
  type Entry = {
    value?: string;
    comment?: string;
    [ptype: string]: string | Record<string, string> | undefined;
  };
  type Parsed = {
    header?: string;
    /** The authserv-id (and version, if any). */
    value?: string;
    dkim?: Entry[];
    [method: string]: Entry | Entry[] | string | undefined;
  };
  const headerParser: (line: string) => { parsed: Parsed };
  export default headerParser;
}
