// PLACEHOLDER (webleads helper): only so that app/routes.tsx typechecks; the quotes helper replaces this file.
export default function QuoteEditorScreen() {
  return <h1>견적서 작성</h1>;
}
