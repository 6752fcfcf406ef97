/** The display settings of spec §3, kept in local storage. */
import { Drawer, Radio } from 'antd';
import { useId } from 'react';
import { updateDisplaySettings, useUiState, type DisplaySettings } from '../../../lib/ui-store';

type Options<K extends keyof DisplaySettings> = { value: DisplaySettings[K]; label: string }[];

const SETTINGS: { [K in keyof DisplaySettings]: { title: string; hint: string; options: Options<K> } } = {
  fontSize: {
    title: '글자 크기',
    hint: '화면의 기본 글자 크기를 정합니다.',
    options: [
      { value: 'medium', label: '보통' },
      { value: 'small', label: '작게' },
    ],
  },
  fixedHeader: {
    title: '상단 영역 고정',
    hint: '스크롤해도 상단 정보와 탭이 화면 위에 머뭅니다.',
    options: [
      { value: 'fix', label: '고정' },
      { value: 'release', label: '해제' },
    ],
  },
  fixedListEdit: {
    title: '목록 편집 버튼 고정',
    hint: '목록 화면의 편집 버튼을 화면 아래에 고정합니다.',
    options: [
      { value: 'fix', label: '고정' },
      { value: 'release', label: '해제' },
    ],
  },
};

function SettingGroup<K extends keyof DisplaySettings>({ name }: { name: K }) {
  const id = useId();
  const value = useUiState((state) => state.displaySettings[name]);
  const { title, hint, options } = SETTINGS[name];
  return (
    <div className="display-setting">
      <p id={`${id}-title`} className="display-setting__title">
        {title}
      </p>
      <p id={`${id}-hint`} className="display-setting__hint">
        {hint}
      </p>
      <Radio.Group
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        optionType="button"
        buttonStyle="solid"
        value={value}
        options={options}
        onChange={(event) => updateDisplaySettings({ [name]: event.target.value as DisplaySettings[K] })}
      />
    </div>
  );
}

export function DisplaySettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="화면 설정" placement="right" size={320} open={open} onClose={onClose}>
      <SettingGroup name="fontSize" />
      <SettingGroup name="fixedHeader" />
      <SettingGroup name="fixedListEdit" />
    </Drawer>
  );
}
