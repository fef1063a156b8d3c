import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f6fb;color:#1d2433}
header{background:#fff;border-bottom:1px solid #e3e7ef;padding:14px 28px;display:flex;align-items:center;gap:10px}
.logo{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#4263eb,#7048e8)}
.brand{font-weight:700;font-size:17px}.tag{font-size:12px;color:#7a8499;margin-left:6px}
main{max-width:440px;margin:48px auto;padding:0 16px}main.wide{max-width:760px}
.card{background:#fff;border:1px solid #e3e7ef;border-radius:14px;padding:28px;box-shadow:0 6px 24px rgba(30,40,80,.06);margin-bottom:20px}
h1{font-size:22px;margin:0 0 6px}h2{font-size:16px;margin:0 0 12px}p.sub{color:#5c667a;margin:0 0 22px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
input,select{width:100%;padding:10px 12px;border:1px solid #cfd6e4;border-radius:8px;font-size:14px;background:#fff}
input:focus,select:focus{outline:2px solid #4263eb33;border-color:#4263eb}
button,.button{display:inline-block;margin-top:20px;padding:10px 16px;border:0;border-radius:8px;background:#4263eb;color:#fff;font-weight:600;font-size:14px;cursor:pointer;text-decoration:none}
button.full{width:100%}button.secondary,.button.secondary{background:#eef1f8;color:#1d2433}button.danger{background:#e03131}
button.small{margin:0;padding:6px 10px;font-size:12px}
.row{display:flex;gap:12px}.row>*{flex:1}.muted{color:#7a8499;font-size:13px}
.error{background:#fff0f0;border:1px solid #ffc9c9;color:#c92a2a;padding:10px 12px;border-radius:8px;font-size:14px;margin-bottom:8px}
.notice{background:#ebfbee;border:1px solid #b2f2bb;color:#2b8a3e;padding:10px 12px;border-radius:8px;font-size:14px;margin-bottom:8px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:10px 6px;border-bottom:1px solid #eef1f6}
.badge{display:inline-block;padding:2px 8px;border-radius:99px;background:#edf2ff;color:#364fc7;font-size:12px;font-weight:600}
a{color:#4263eb}.inline{display:inline}.actions{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
`;

/** The frame every hosted page shares, so the pages read as a product's sign-in, not a debug screen. */
export const Layout = (props: {
  title: string;
  /** Whose page this plays; defaults to the auth provider. */
  brand?: string;
  wide?: boolean;
  children: Child;
}) => (
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${props.title} · ${props.brand ?? 'Acme Auth'}`}</title>
      <style>{raw(styles)}</style>
    </head>
    <body>
      <header>
        <div class="logo" />
        <span class="brand">{props.brand ?? 'Acme Auth'}</span>
        <span class="tag">local sandbox</span>
      </header>
      <main class={props.wide ? 'wide' : ''}>{props.children}</main>
    </body>
  </html>
);

export const Message = (props: { error?: string | undefined; notice?: string | undefined }) => (
  <>
    {props.error ? (
      <div class="error" role="alert">
        {props.error}
      </div>
    ) : null}
    {props.notice ? (
      <div class="notice" role="status">
        {props.notice}
      </div>
    ) : null}
  </>
);
