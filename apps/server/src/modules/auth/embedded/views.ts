import { SIGN_IN_LIMITS } from '@asha/contracts';

/**
 * The embedded provider's own screens: plain server-rendered HTML, no
 * external assets, readable without JavaScript, labelled for screen readers.
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7fb;color:#0f172a}
main{width:100%;max-width:400px;margin:24px;background:#fff;border:1px solid #e2e8f0;border-radius:14px;padding:32px;
box-shadow:0 10px 30px rgba(15,23,42,.08)}h1{font-size:1.35rem;margin:0 0 8px}p{color:#475569;line-height:1.5;margin:0 0 20px}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cbd5e1;
border-radius:8px;margin:0 0 16px}input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
button{width:100%;font:inherit;font-weight:600;padding:11px;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer}
button:hover{background:#1d4ed8}.alert{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;margin:0 0 16px}
.brand{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#2563eb;font-weight:700;margin:0 0 16px}small{color:#64748b}a{color:#2563eb}`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${extraHead}</head>
<body><main>${body}</main></body></html>`;
}

export const LOGIN_TITLE = 'Asha Scribe — clinic sign-in';

export function loginPage(o: { action: string; email?: string; error?: string }): string {
  const alert = o.error ? `<div class="alert" role="alert" id="login-error">${escapeHtml(o.error)}</div>` : '';
  const described = o.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    LOGIN_TITLE,
    `<div class="brand">Asha Scribe</div>
<h1>${escapeHtml(LOGIN_TITLE)}</h1>
<p>This is your clinic's own local sign-in for Asha Scribe, run on your clinic's server. Use the email and password your clinic's administrator gave you.</p>
${alert}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus maxlength="${SIGN_IN_LIMITS.email}" value="${escapeHtml(o.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${SIGN_IN_LIMITS.password}"${described}>
<button type="submit">Sign in</button>
</form>
<p style="margin:16px 0 0"><small>Forgot your password? Ask your clinic's administrator to set a new one.</small></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const a = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(
    title,
    `<div class="brand">Asha Scribe</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${a}`,
  );
}

/** Where the sign-out page's script is served: a file, since the Content-Security-Policy allows no inline script. */
export const LOGOUT_SCRIPT_PATH = '/oidc-pages/logout.js';
export const LOGOUT_SCRIPT = "document.getElementById('logout-yes').click();\n";

/** Sign-out: the provider's confirmation form, submitted at once (the app already asked); without script, one click. */
export function logoutPage(form: string): string {
  return page(
    'Signing you out…',
    `<div class="brand">Asha Scribe</div><h1>Signing you out…</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-yes">Sign out</button>
<script src="${LOGOUT_SCRIPT_PATH}" defer></script>`,
  );
}
