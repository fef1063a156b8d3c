import type { ActionName } from '../../action';
import type { Phrasing } from '../phrasing';

/** Writing to the vendor: asking for something, replying with the clerk's message. */
export const VENDOR_MAIL_PHRASINGS = {
  ask_vendor: {
    needs: ['asks'],
    example:
      "'ask the vendor for a W-9' (or a tax ID, bank details, a corrected invoice, a PO number, a remittance address)",
    cues: [
      ['ask', 1.2],
      ['request*', 1.2],
      ['chase', 1.5],
      ['get', 0.6],
      ['obtain', 1],
      ['need*', 0.6],
      ['reach out', 1.2],
      ['e-mail', 0.8],
      ['email', 0.8],
      ['write to', 0.8],
      ['follow up', 1.2],
      ['nudge', 1.5],
      ['ping', 1],
      ['send us', 1.2],
      ['send over', 1],
      ['have them send', 1.5],
      ['collect', 1],
      ['vendor', 0.4],
      ['supplier', 0.4],
      ['them', 0.2],
      ['where is', -0.5],
    ],
  },
  reply_to_vendor: {
    needs: ['message'],
    example: "'let them know we pay on Friday' (a reply to the vendor, drafted)",
    cues: [
      ['let ? know', 3],
      ['let ? ? know', 3],
      ['tell', 2],
      ['reply', 2.5],
      ['respond', 2.5],
      ['write back', 2.5],
      ['answer', 1.5],
      ['inform', 2],
      ['notify', 2],
      ['message them', 2.5],
      ['send them a note', 2.5],
      ['get back to', 2.5],
      ['say', 1],
    ],
  },
} satisfies Partial<Record<ActionName, Phrasing>>;
