import type { DevMessage } from '../../services/mail/list-dev-mailbox.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderMailboxPage(messages: DevMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article class="msg" data-recipient="${escapeHtml(m.recipient)}">
  <header><strong>${escapeHtml(m.subject)}</strong> <span>${m.channel === 'sms' ? 'SMS' : 'E-mail'} to ${escapeHtml(m.recipient)}</span>
  <time datetime="${m.createdAt}">${m.createdAt}</time></header>
  <p>${escapeHtml(m.body)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Meridian</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#1b1f24}
.msg{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}.msg header{display:flex;gap:.75rem;flex-wrap:wrap}
time{color:#57606a;margin-left:auto}.empty{color:#57606a}</style></head>
<body><h1>Dev mailbox</h1><p>Mail and SMS the server would have sent (no SMTP_URL configured). Newest first; visible from this machine only.</p>
${rows || '<p class="empty">No messages yet.</p>'}
</body></html>`;
}
