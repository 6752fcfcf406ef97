import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

const TABS = [
  { key: 'a', label: '첫째' },
  { key: 'b', label: '둘째' },
  { key: 'c', label: '셋째' },
] as const;

/** The bar with its panel naming the active tab; `onChange` hears every request for another tab. */
function Tabs({ onChange = () => {} }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState<string>('a');
  return (
    <>
      <button type="button">앞</button>
      <TabBar
        tabs={TABS}
        activeKey={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
      >
        <p>{`${active} 내용`}</p>
      </TabBar>
      <button type="button">뒤</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const stops = () => screen.getAllByRole('tab').filter((element) => element.tabIndex === 0);

describe('TabBar', () => {
  it('names each tab, its panel and which is selected; only the active panel is there', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('첫째')).toHaveAttribute('aria-selected', 'true');
    expect(tab('둘째')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '첫째' });
    expect(panel).toHaveTextContent('a 내용');
    expect(tab('첫째')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await user.click(tab('셋째'));
    expect(tab('셋째')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '셋째' })).toHaveTextContent('c 내용');
    expect(screen.queryByText('a 내용')).not.toBeInTheDocument();
  });

  it('moves the focus with Left, Right (wrapping), Home and End, and opens a tab only on Enter or Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '앞' }));
    await user.tab();
    expect(tab('첫째')).toHaveFocus();
    expect(stops()).toEqual([tab('첫째')]);

    await user.keyboard('{ArrowRight}');
    expect(tab('둘째')).toHaveFocus();
    // Roving tabindex: the focused tab is the bar's one Tab stop.
    expect(stops()).toEqual([tab('둘째')]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('첫째')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('셋째')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('첫째')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('셋째')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('첫째')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c');
    expect(tab('셋째')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('tabpanel', { name: '둘째' })).toBeInTheDocument();
  });

  it('leaves the bar by Tab to its panel, and comes back to the active tab', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(tab('둘째'));
    await user.keyboard('{ArrowRight}');
    expect(tab('셋째')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    // The focus left the bar: its Tab stop is the active tab again.
    expect(stops()).toEqual([tab('둘째')]);
    await user.tab({ shift: true });
    expect(tab('둘째')).toHaveFocus();
  });

  it('asks for nothing when the active tab is clicked again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs onChange={onChange} />);
    await user.click(tab('첫째'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
