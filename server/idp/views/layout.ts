import { createHash } from 'node:crypto';
import { html, SafeHtml } from './html';
import type { Language, Translate } from './i18n';

const STYLES = `
:root{--brand-900:#16472c;--brand-700:#2c7a4d;--brand-600:#22613d;--teal-500:#3f9562;--teal-50:#eef7f1;
--ink:#12201c;--muted:#4a5a55;--line:#cfdcd7;--bg:#f1f6f4;--danger:#b42318;--danger-bg:#fef3f2;--ok-bg:#ecfdf3;--ok:#067647;
color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;color:var(--ink);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
background:linear-gradient(180deg,var(--brand-900) 0,var(--brand-700) 220px,var(--bg) 220px)}
a{color:var(--brand-600);text-underline-offset:2px}
a:hover{color:var(--brand-900)}
:focus-visible{outline:3px solid var(--teal-500);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:16px;top:16px;background:#fff;padding:8px 12px;border-radius:8px;z-index:2}
header{display:flex;align-items:center;justify-content:space-between;gap:16px;max-width:960px;width:100%;margin:0 auto;padding:20px 20px 0;color:#fff}
.brand{display:flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-weight:700;font-size:1.2rem;letter-spacing:.01em}
.brand:hover{color:#fff}
.brand small{display:block;font-weight:400;font-size:.8rem;opacity:.85;letter-spacing:0}
.lang{color:#fff;border:1px solid rgba(255,255,255,.5);border-radius:999px;padding:4px 12px;font-size:.875rem;text-decoration:none}
.lang:hover{color:#fff;background:rgba(255,255,255,.12)}
main{flex:1;width:100%;max-width:460px;margin:28px auto 24px;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 12px 32px rgba(22,71,44,.18),0 2px 6px rgba(22,71,44,.08);padding:32px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px;color:var(--brand-900)}
.lead{color:var(--muted);margin:0 0 24px}
form{margin:0}
.field{margin:0 0 16px}
label{display:block;font-weight:600;font-size:.9375rem;margin:0 0 6px}
label .optional{font-weight:400;color:var(--muted)}
input[type=email],input[type=password],input[type=text]{width:100%;height:46px;padding:0 12px;font:inherit;color:inherit;
background:#fff;border:1px solid var(--line);border-radius:10px;transition:border-color .15s,box-shadow .15s}
input:hover{border-color:#a9bcb5}
input:focus{outline:none;border-color:var(--teal-500);box-shadow:0 0 0 3px rgba(63,149,98,.25)}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{color:var(--muted);font-size:.875rem;margin:6px 0 0}
.field-error{color:var(--danger);font-size:.875rem;margin:6px 0 0;font-weight:500}
.button{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;min-height:46px;padding:10px 16px;
border-radius:10px;border:1px solid transparent;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;transition:background .15s,border-color .15s}
.primary{background:var(--brand-700);color:#fff}
.primary:hover{background:var(--brand-900);color:#fff}
.secondary{background:#fff;color:var(--ink);border-color:var(--line)}
.secondary:hover{background:var(--teal-50);border-color:var(--brand-600);color:var(--ink)}
.stack>*+*{margin-top:10px}
.row{display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:8px;margin:-4px 0 20px;font-size:.9375rem}
.divider{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:.875rem;margin:20px 0}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:var(--line)}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
.alert{border-radius:10px;padding:12px 14px;margin:0 0 20px;font-size:.9375rem}
.alert strong{display:block}
.alert-error{background:var(--danger-bg);color:var(--danger);border:1px solid #fecdca}
.alert-info{background:var(--teal-50);color:var(--brand-900);border:1px solid #b7dec4}
.alert-ok{background:var(--ok-bg);color:var(--ok);border:1px solid #abefc6}
.secondary-action{display:block;text-align:center;margin-top:16px;font-size:.9375rem}
.provider-mark{width:20px;height:20px;flex:none}
footer{text-align:center;color:var(--muted);font-size:.8125rem;padding:0 16px 24px}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;padding:8px;border-bottom:1px solid var(--line);vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font-size:.8125rem}
.wide{max-width:960px}
@media (max-width:480px){.card{padding:24px 18px;border-radius:14px}h1{font-size:1.3rem}header{padding:16px 16px 0}.brand small{display:none}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The logout page presses its own "Sign out" button, so that signing out needs no extra click. */
export const AUTO_SIGNOUT_SCRIPT = "document.getElementById('signout').click();";

/** The app's own mark (components/ui/Logo.tsx, public/favicon.svg): a sprout over a soil line, in its forest green. */
const LOGO = html`<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
<rect width="32" height="32" rx="8" fill="#2c7a4d"/>
<path d="M16 24v-8" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>
<path d="M16 17c0-4.2 2.8-7 7.5-7 0 4.4-2.9 7-7.5 7Z" fill="#b7dec4"/>
<path d="M16 19c0-3.4-2.3-5.8-6.2-5.8 0 3.6 2.4 5.8 6.2 5.8Z" fill="#fff"/>
<path d="M7.5 24.5h17" stroke="#dabb7d" stroke-width="2.2" stroke-linecap="round"/>
</svg>`;

export interface PageOptions {
  language: Language;
  t: Translate;
  title: string;
  body: SafeHtml;
  /** Where the language switch leads (same page, other language); omitted on pages that cannot switch. */
  languageHref?: string;
  /** A wider card, for tables. */
  wide?: boolean;
  /** Adds the auto sign-out script (the logout page only). */
  autoSignout?: boolean;
}

/** Content-Security-Policy of every provider page: no scripts but the known one, inline styles by hash only. */
export function pageSecurityPolicy(formTargets: string[]): string {
  return [
    "default-src 'none'",
    `style-src ${hash(STYLES)}`,
    `script-src ${hash(AUTO_SIGNOUT_SCRIPT)}`,
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export function renderPage(options: PageOptions): string {
  const { t } = options;
  return `<!doctype html>${
    html`<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#16472c">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${options.title} · Groundwork</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
<a class="skip" href="#content">${options.title}</a>
<header>
<span class="brand">${LOGO}<span>Groundwork<small>${t('brand.tagline')}</small></span></span>
${options.languageHref ? html`<a class="lang" href="${options.languageHref}" hreflang="${options.language === 'en' ? 'fr' : 'en'}" aria-label="${t('lang.switchLabel')}">${t('lang.switch')}</a>` : ''}
</header>
<main id="content"${options.wide ? html` class="wide"` : ''}>
<div class="card">
${options.body}
</div>
</main>
<footer>${t('footer.text')}</footer>
${options.autoSignout ? html`<script>${new SafeHtml(AUTO_SIGNOUT_SCRIPT)}</script>` : ''}
</body>
</html>`.value
  }`;
}
