/** Text or an attribute value inside a mail's HTML part: everything a visitor typed passes through it. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** A mail's HTML part: the given blocks in the house's plain mail style. */
export const mailHtml = (blocks: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${blocks.join('')}</body></html>`
