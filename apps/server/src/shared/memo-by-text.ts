/**
 * A pure function of a string, remembered for the texts asked most recently, up to `maxChars` of
 * them in all (the oldest-used go first). For work that is costly and asked again and again with the
 * same text: rich-text bodies sanitized on every read of a list.
 */
export function memoByText(compute: (text: string) => string, maxChars: number): (text: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const known = kept.get(text);
    if (known !== undefined) {
      // Used again: now the most recent (a Map iterates in insertion order).
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const answer = compute(text);
    if (text.length > maxChars) return answer;
    kept.set(text, answer);
    chars += text.length;
    for (const [oldest] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length;
    }
    return answer;
  };
}
