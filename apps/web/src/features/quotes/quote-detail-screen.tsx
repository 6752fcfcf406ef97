// PLACEHOLDER (webleads helper): only so that app/routes.tsx typechecks; the quotes helper replaces this file.
export default function QuoteDetailScreen() {
  return <h1>견적서 상세</h1>;
}
