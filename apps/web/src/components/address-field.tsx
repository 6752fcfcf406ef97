/**
 * An address inside an antd Form, as its fields `postcode`, `road_address`, `jibun_address` and
 * `address_detail`: 주소 검색 opens the Kakao postcode search in a dialog and fills the first three,
 * then the partner types the detail. When the search cannot load (or the partner's building is not
 * found) the three fields are typed by hand.
 */
import { SearchOutlined } from '@ant-design/icons';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { Alert, Button, Form, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  embedPostcodeSearch,
  loadPostcodeSearch,
  type PostcodeSearchLoader,
  type PostcodeSelection,
  type PostcodeService,
} from '../lib/postcode-search';
import { TextInput, type InputRef } from './text-input';
import './address-field.css';

export const ADDRESS_SEARCH_FAILED =
  '주소 검색 서비스를 불러오지 못했습니다. 우편번호와 주소를 직접 입력해주세요.';

interface AddressFieldProps {
  legend: string;
  /** The fieldset's class, to frame it like the form's other groups. */
  className?: string;
  /** The postcode search service (Kakao's script by default; tests pass a fake). */
  loadSearch?: PostcodeSearchLoader;
}

export function AddressField({ legend, className, loadSearch = loadPostcodeSearch }: AddressFieldProps) {
  const [typing, setTyping] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [service, setService] = useState<PostcodeService | null>(null);
  // Each pick a new object per field, so picking the same address again still fills it.
  const [picked, setPicked] = useState<Record<keyof PostcodeSelection, { value: string }> | null>(null);
  const postcodeInput = useRef<InputRef>(null);
  const detailInput = useRef<InputRef>(null);

  async function openSearch() {
    setLoading(true);
    try {
      setService(await loadSearch());
    } catch {
      setFailed(true);
      typeByHand();
    } finally {
      setLoading(false);
    }
  }

  function typeByHand() {
    setTyping(true);
    // After the fields become editable.
    window.setTimeout(() => postcodeInput.current?.focus());
  }

  function pick(selection: PostcodeSelection) {
    setPicked({
      postcode: { value: selection.postcode },
      roadAddress: { value: selection.roadAddress },
      jibunAddress: { value: selection.jibunAddress },
    });
    setService(null);
  }

  // Once the dialog has gone: while open it keeps the focus inside itself.
  useEffect(() => {
    if (picked) detailInput.current?.focus();
  }, [picked]);

  // Read-only until typed by hand: a click on them opens the search.
  const searched = {
    readOnly: !typing,
    onClick: typing ? undefined : () => void openSearch(),
  };
  return (
    <fieldset className={className ? `address-field ${className}` : 'address-field'}>
      <legend>{legend}</legend>
      <div className="address-field__postcode-row">
        <Form.Item
          name="postcode"
          label="우편번호"
          className="address-field__postcode"
          normalize={(value: string) => digitsOnly(value).slice(0, 5)}
        >
          <PickedInput
            picked={picked?.postcode}
            ref={postcodeInput}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={typing ? '5자리' : undefined}
            {...searched}
          />
        </Form.Item>
        <Button icon={<SearchOutlined aria-hidden />} loading={loading} onClick={() => void openSearch()}>
          주소 검색
        </Button>
        {!typing && (
          <Button type="link" className="address-field__by-hand" onClick={typeByHand}>
            직접 입력
          </Button>
        )}
      </div>
      {failed && <Alert type="warning" showIcon title={ADDRESS_SEARCH_FAILED} role="alert" />}
      <Form.Item name="road_address" label="도로명 주소" required>
        <PickedInput
          picked={picked?.roadAddress}
          maxLength={100}
          autoComplete="street-address"
          placeholder={typing ? '예: 서울특별시 강남구 테헤란로 212' : '주소 검색으로 입력됩니다'}
          {...searched}
        />
      </Form.Item>
      <Form.Item name="jibun_address" label="지번 주소">
        <PickedInput
          picked={picked?.jibunAddress}
          maxLength={100}
          placeholder={typing ? '예: 서울특별시 강남구 역삼동 718-5' : undefined}
          {...searched}
        />
      </Form.Item>
      <Form.Item name="address_detail" label="상세 주소">
        <TextInput ref={detailInput} maxLength={100} placeholder="동, 층, 호수 등" />
      </Form.Item>
      {service && (
        <Modal
          title="주소 검색"
          open
          onCancel={() => setService(null)}
          footer={null}
          focusTriggerAfterClose={false}
          className="address-field__dialog"
        >
          <SearchFrame service={service} onSelect={pick} />
        </Modal>
      )}
    </fieldset>
  );
}

/** Where the search service draws itself. */
function SearchFrame({
  service,
  onSelect,
}: {
  service: PostcodeService;
  onSelect: (selection: PostcodeSelection) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (frame.current) embedPostcodeSearch(service, frame.current, onSelect);
    // Embedded once per opening; the dialog unmounts this frame when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service]);
  return <div ref={frame} className="address-field__frame" />;
}

interface PickedInputProps extends Omit<React.ComponentProps<typeof TextInput>, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** The search's answer for this field, passed on as if typed (so the form sees the change). */
  picked: { value: string } | undefined;
}

/** Picks already passed on: a field mounted again (the form reset) must not take its pick twice. */
const taken = new WeakSet<object>();

function PickedInput({ value, onChange, picked, ...input }: PickedInputProps) {
  useEffect(() => {
    if (!picked || taken.has(picked)) return;
    taken.add(picked);
    onChange?.(picked.value);
    // Only a new answer is passed on, not a re-render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);
  return <TextInput {...input} value={value} onChange={(event) => onChange?.(event.target.value)} />;
}
