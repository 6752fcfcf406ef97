// PLACEHOLDER (webleads helper): only so that app/routes.tsx typechecks; the quotes helper replaces this file.
export default function QuoteListScreen() {
  return <h1>견적서</h1>;
}
