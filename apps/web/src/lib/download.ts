/** Hands what the page made (a CSV, a JSON document, an iCalendar file) to the browser as a file to save. */
export function saveFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after that turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A JSON document, indented, as a file to save. */
export function saveJson(fileName: string, value: unknown, type = 'application/json') {
  saveFile(fileName, JSON.stringify(value, null, 2), type);
}
