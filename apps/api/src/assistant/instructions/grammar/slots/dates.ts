import * as chrono from 'chrono-node';

/**
 * Dates as people write them in an instruction: chrono-node reads the calendar words
 * ('next Friday', 'in 10 days', 'March 3', '3/15'); the table below adds what it does not
 * (a day of the month alone, the month's end, the invoice's due date, 'the Monday after next').
 * Every date is read against a reference day, forward: 'Friday' is the coming one.
 */
type Reference = { today: Date; dueDate: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthFrom = (today: Date, ahead: number) => {
  const m = today.getUTCMonth() + ahead;
  return { y: today.getUTCFullYear() + Math.floor(m / 12), m: (m % 12) + 1 };
};

/** The next date (today included) that falls on day `day` of a month. */
export const nextDayOfMonth = (day: number, today: Date): string | null => {
  if (day < 1 || day > 31) return null;
  for (let ahead = 0; ahead < 12; ahead += 1) {
    const { y, m } = monthFrom(today, ahead);
    if (day <= daysIn(y, m) && (ahead > 0 || day >= today.getUTCDate())) return iso(y, m, day);
  }
  return null;
};

const endOfMonth = (ahead: number) => (ref: Reference) => {
  const { y, m } = monthFrom(ref.today, ahead);
  return iso(y, m, daysIn(y, m));
};
const startOfMonth = (ahead: number) => (ref: Reference) => {
  const { y, m } = monthFrom(ref.today, ahead);
  return iso(y, m, 1);
};
const todayOf = (ref: Reference) =>
  iso(ref.today.getUTCFullYear(), ref.today.getUTCMonth() + 1, ref.today.getUTCDate());

/** Named dates chrono-node does not read, tried first, in order. */
const NAMED_DATES: readonly [RegExp, (ref: Reference, match: RegExpExecArray) => string | null][] =
  [
    [
      /\b(?:on |by )?(?:the |its |their )?due date\b|\bwhen(?: it is| it's)? due\b/i,
      (ref) => ref.dueDate,
    ],
    [/\b(?:the )?(?:end|last day) of next month\b/i, endOfMonth(1)],
    [
      /\b(?:the )?(?:end|last day) of (?:the |this )?month\b|\bmonth[- ]end\b|\beom\b/i,
      endOfMonth(0),
    ],
    [/\b(?:the )?(?:first|1st|start|beginning) of (?:the )?next month\b/i, startOfMonth(1)],
    [/\b(?:today|now|asap|right away|immediately)\b/i, todayOf],
    [
      /\b(?:on |by )?the (\d{1,2})(?:st|nd|rd|th)\b(?! of [a-z])/i,
      (ref, match) => nextDayOfMonth(Number(match[1]), ref.today),
    ],
  ];

/** Words a date phrase is made of; chrono-node reads 'the money' as a Monday, this does not. */
const DATE_WORD =
  /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|next|last|this|coming|in|on|by|the|of|a|an|and|day|days|week|weeks|month|months|year|years|fortnight|after|before|from|now|today|tomorrow|tonight|end|noon|morning|afternoon|evening|at|ago|within|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth|half|st|nd|rd|th|am|pm|weekend|couple)$/i;
const readsAsDate = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).every((word) => DATE_WORD.test(word));

export type FoundDate = { phrase: string; index: number };

/** The first date phrase of a text, where it is, or null. */
export const findDate = (text: string, today: Date): FoundDate | null => {
  for (const [pattern] of NAMED_DATES) {
    const match = pattern.exec(text);
    if (match) return { phrase: match[0], index: match.index };
  }
  // A date ends where a word ends: 'the money' is no Monday.
  const found = chrono.en.casual
    .parse(text, today, { forwardDate: true })
    .find(
      (result) =>
        readsAsDate(result.text) && !/^[a-z]/i.test(text.slice(result.index + result.text.length)),
    );
  if (!found) return null;
  // 'the Monday after next' is chrono's Monday one week on.
  const after = /^\s+after next\b/i.exec(text.slice(found.index + found.text.length));
  return { phrase: found.text + (after ? after[0] : ''), index: found.index };
};

/** A date phrase (or a YYYY-MM-DD) as YYYY-MM-DD, or null when it names no valid day. */
export const resolveDate = (phrase: string, ref: Reference): string | null => {
  const exact = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(phrase);
  if (exact) {
    const [y, m, d] = [Number(exact[1]), Number(exact[2]), Number(exact[3])];
    return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? iso(y, m, d) : null;
  }
  for (const [pattern, resolve] of NAMED_DATES) {
    const match = pattern.exec(phrase);
    if (match) return resolve(ref, match);
  }
  const [found] = chrono.en.casual.parse(phrase, ref.today, { forwardDate: true });
  if (!found) return null;
  const { start } = found;
  const date = new Date(
    Date.UTC(start.get('year') ?? 0, (start.get('month') ?? 1) - 1, start.get('day') ?? 1),
  );
  if (/\bafter next\b/i.test(phrase.slice(found.index + found.text.length))) {
    // 'Next Monday' is after today, and the one after it a week later.
    const start = Date.UTC(
      ref.today.getUTCFullYear(),
      ref.today.getUTCMonth(),
      ref.today.getUTCDate(),
    );
    date.setUTCDate(date.getUTCDate() + (date.getTime() <= start ? 14 : 7));
  }
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};
