/** The service's word mark. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand-logo">
      <span className="brand-logo__mark" aria-hidden="true" />
      {!compact && (
        <span className="brand-logo__text">
          리모델링마켓 <strong>파트너</strong>
        </span>
      )}
      {compact && <span className="visually-hidden">리모델링마켓 파트너</span>}
    </span>
  );
}
