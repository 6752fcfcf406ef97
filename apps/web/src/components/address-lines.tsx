/** An address as shown: "(우편번호) 도로명 상세" on one line, the jibun address beneath it. */
import type { PostalAddress } from '@partner-portal/contract/postal-address';
import './address-lines.css';

export function AddressLines({
  address,
}: {
  address: Pick<PostalAddress, 'jibun_address'> & { address: string | null };
}) {
  if (!address.address) return <>—</>;
  return (
    <span className="address-lines">
      {address.address}
      {address.jibun_address && <span className="address-lines__jibun">지번 {address.jibun_address}</span>}
    </span>
  );
}
