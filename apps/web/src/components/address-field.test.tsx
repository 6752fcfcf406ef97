import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { PostcodeService, PostcodeServiceAddress } from '../lib/postcode-search';
import { ADDRESS_SEARCH_FAILED, AddressField } from './address-field';

/** A stand-in for the Kakao service: its embedded page offers one address to pick. */
function fakeService(address: PostcodeServiceAddress): PostcodeService {
  return {
    Postcode: class {
      constructor(private readonly options: { oncomplete: (data: PostcodeServiceAddress) => void }) {}
      embed(element: HTMLElement) {
        const choice = document.createElement('button');
        choice.textContent = `${address.roadAddress} 선택`;
        choice.addEventListener('click', () => this.options.oncomplete(address));
        element.append(choice);
      }
    },
  };
}

function renderField(loadSearch: () => Promise<PostcodeService>) {
  const changed = vi.fn();
  const submitted = vi.fn();
  render(
    <Form
      initialValues={{ postcode: '', road_address: '', jibun_address: '', address_detail: '' }}
      onValuesChange={changed}
      onFinish={submitted}
    >
      <AddressField legend="사업장 주소" loadSearch={loadSearch} />
      <Button htmlType="submit">저장</Button>
    </Form>,
  );
  return { changed, submitted };
}

describe('AddressField', () => {
  it('fills postcode, road and jibun address from the search, then takes the detail', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() =>
      Promise.resolve(
        fakeService({
          zonecode: '06220',
          roadAddress: '서울특별시 강남구 테헤란로 212',
          jibunAddress: '',
          autoJibunAddress: '서울특별시 강남구 역삼동 718-5',
        }),
      ),
    );
    const { changed, submitted } = renderField(load);
    // Nothing is loaded before the partner asks for the search.
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByLabelText('도로명 주소')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
    await user.click(within(dialog).getByRole('button', { name: '서울특별시 강남구 테헤란로 212 선택' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('우편번호')).toHaveValue('06220');
    expect(screen.getByLabelText('도로명 주소')).toHaveValue('서울특별시 강남구 테헤란로 212');
    expect(screen.getByLabelText('지번 주소')).toHaveValue('서울특별시 강남구 역삼동 718-5');
    expect(screen.getByLabelText('상세 주소')).toHaveFocus();
    // The form hears of the change as if typed (its unsaved-changes check relies on it).
    expect(changed).toHaveBeenCalledWith(
      { road_address: '서울특별시 강남구 테헤란로 212' },
      expect.anything(),
    );

    await user.paste('한결빌딩 3층');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        postcode: '06220',
        road_address: '서울특별시 강남구 테헤란로 212',
        jibun_address: '서울특별시 강남구 역삼동 718-5',
        address_detail: '한결빌딩 3층',
      }),
    );
  });

  it('says so in Korean when the search cannot load, and lets the address be typed', async () => {
    const user = userEvent.setup();
    const { submitted } = renderField(() => Promise.reject(new Error('offline')));

    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADDRESS_SEARCH_FAILED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('우편번호')).toHaveFocus());
    expect(screen.getByLabelText('도로명 주소')).not.toHaveAttribute('readonly');

    await user.keyboard('13-529abc');
    await user.click(screen.getByLabelText('도로명 주소'));
    await user.paste('경기도 성남시 분당구 판교역로 235');
    await user.click(screen.getByLabelText('지번 주소'));
    await user.paste('경기도 성남시 분당구 삼평동 681');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        postcode: '13529',
        road_address: '경기도 성남시 분당구 판교역로 235',
        jibun_address: '경기도 성남시 분당구 삼평동 681',
        address_detail: '',
      }),
    );
  });
});
