/** A plain-text table: a header row and aligned columns; numbers (right-aligned columns) as told. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], alignRight: readonly boolean[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (alignRight[column] === true ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

/** `key: value` lines, keys aligned. */
export function fields(entries: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return entries.map(([key, value]) => `${`${key}:`.padEnd(width + 1)} ${value}`).join('\n') + '\n';
}
