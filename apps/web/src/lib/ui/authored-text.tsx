/** A text as its author wrote it: a paragraph for each line (the server keeps the line breaks). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text.split(/\n+/).filter((line) => line.trim() !== '');
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, never reordered
    <p key={index} className={className}>
      {line}
    </p>
  ));
}

/** Only http and https addresses become links (the server accepts no other; a page trusts no stored text). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
