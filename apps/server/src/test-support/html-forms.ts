/** Reads the hidden inputs of server-rendered pages, as a browser would submit them. */
const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of the `formIndex`-th form on the page (all of the page when it has none). */
export function hiddenFields(html: string, formIndex = 0): Record<string, string> {
  const forms = html.split('<form').slice(1);
  const scope = forms.length > 0 ? (forms[formIndex] ?? '').split('</form>')[0]! : html;
  return Object.fromEntries(
    [...scope.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      decodeEntities(m[2]!),
    ]),
  );
}

/** An `application/x-www-form-urlencoded` body for `app.inject`. */
export const form = (fields: Record<string, string | number>) => ({
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
