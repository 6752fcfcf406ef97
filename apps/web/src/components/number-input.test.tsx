import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput, parseTyped } from './number-input';

describe('parseTyped', () => {
  it('keeps digits, and one point with as many decimals as the precision allows', () => {
    expect(parseTyped('48,000,000원', 0)).toBe(48_000_000);
    expect(parseTyped('84.975', 2)).toBe(84.97);
    expect(parseTyped('1.2.3', 2)).toBe(1.23);
    expect(parseTyped('12.5', 0)).toBe(125);
    expect(parseTyped('', 0)).toBeNull();
    expect(parseTyped('.', 2)).toBeNull();
    expect(parseTyped('약', 0)).toBeNull();
  });
});

function Field(props: { min?: number; max?: number; precision?: number; grouped?: boolean; step?: number }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="n">금액</label>
      <NumberInput id="n" value={value} onChange={setValue} {...props} />
      <output>{value === null ? '비어 있음' : String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('shows what is typed while editing and the grouped value once left', async () => {
    const user = userEvent.setup();
    render(<Field grouped />);
    const field = screen.getByLabelText('금액');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '1234567');
    expect(field).toHaveValue('1234567');
    expect(screen.getByRole('status')).toHaveTextContent('1234567');
    await user.tab();
    expect(field).toHaveValue('1,234,567');
    await user.click(field);
    expect(field).toHaveValue('1234567');
  });

  it('keeps a typed point until the decimals follow, and the value within its limits when left', async () => {
    const user = userEvent.setup();
    render(<Field precision={2} min={1} max={100} />);
    const field = screen.getByLabelText('금액');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '12.');
    expect(field).toHaveValue('12.');
    await user.type(field, '5');
    expect(screen.getByRole('status')).toHaveTextContent('12.5');
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    expect(field).toHaveValue('100');
    await user.clear(field);
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('비어 있음');
  });

  it('steps with ArrowUp and ArrowDown, from 0 when empty, within its limits', async () => {
    const user = userEvent.setup();
    render(<Field grouped step={1_000_000} min={0} max={2_500_000} />);
    const field = screen.getByLabelText('금액');
    await user.click(field);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('2000000');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('2500000');
    await user.tab();
    expect(field).toHaveValue('2,500,000');
  });
});
