import { Layout, Message } from '../html/layout';

export type DeskMessage = {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  messageId?: string;
};
export type DeskMailbox = { address: string; total: number; latest: DeskMessage[] };
export type Draft = { from?: string; to?: string; subject?: string; inReplyTo?: string };

/**
 * The mail desk: every local mailbox with its latest mail, and a form to send a message as
 * anyone (a vendor's invoice or reply) into the sandbox, as an SMTP client would.
 */
export const DeskPage = (props: { mailboxes: DeskMailbox[]; draft: Draft; notice?: string }) => (
  <Layout brand="Mail" title="Mail sandbox" wide>
    <Message notice={props.notice} />
    <div class="card">
      <h1>Send a message</h1>
      <p class="sub">
        Delivered at once to each local recipient's inbox, like mail arriving on 127.0.0.1 SMTP.
      </p>
      <form method="post" action="/desk/send" enctype="multipart/form-data">
        <div class="row">
          <div>
            <label for="from">From</label>
            <input
              id="from"
              name="from"
              type="email"
              required
              value={props.draft.from ?? 'billing@northwind.test'}
            />
          </div>
          <div>
            <label for="to">To</label>
            <input id="to" name="to" required value={props.draft.to ?? 'ap@acme.test'} />
          </div>
        </div>
        <label for="subject">Subject</label>
        <input id="subject" name="subject" required value={props.draft.subject ?? ''} />
        <label for="body">Message</label>
        <textarea
          id="body"
          name="body"
          rows={5}
          style="width:100%;padding:10px;border:1px solid #cfd6e4;border-radius:8px"
        />
        <label for="attachment">Attachment (an invoice PDF, for example)</label>
        <input id="attachment" name="attachment" type="file" />
        <input type="hidden" name="inReplyTo" value={props.draft.inReplyTo ?? ''} />
        <button type="submit">Send</button>
      </form>
    </div>
    {props.mailboxes.map((box) => (
      <div class="card" key={box.address}>
        <h2>
          {box.address} <span class="badge">{box.total}</span>
        </h2>
        <table>
          <tbody>
            {box.latest.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.subject}
                  <div class="muted">
                    from {m.from} · {m.date}
                  </div>
                </td>
                <td>
                  <a href={`/?replyTo=${encodeURIComponent(box.address)}&id=${m.id}`}>Reply</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {box.total === 0 ? <p class="muted">No mail yet.</p> : null}
      </div>
    ))}
  </Layout>
);
