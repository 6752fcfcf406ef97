/** Shown while a screen's code or data is on its way (plain React: entry pages use it too). */
export function PageLoading({ label = '불러오는 중입니다' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
