/** The pre-Clipboard-API way, for browsers or contexts where navigator.clipboard is missing or refuses. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Writes text to the clipboard; resolves false (and only logs) when the browser refuses (spec 8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    try {
      if (copyWithSelection(text)) return true;
    } catch {
      // Reported below with the first error.
    }
    console.error('Copy to clipboard failed', error);
    return false;
  }
}
