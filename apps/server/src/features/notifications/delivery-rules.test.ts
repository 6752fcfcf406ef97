import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, planDeliveries, planTestDeliveries, windowEnd } from './delivery-rules.js';

const at = (seoul: string) => new Date(`${seoul}+09:00`);
const everywhere = () => true;

describe('delivery rules', () => {
  it('sends a payment notice on the default channels at once', () => {
    const now = at('2026-12-02T10:00:00');
    expect(planDeliveries('deposit.confirmed', DEFAULT_PREFERENCES, everywhere, now)).toEqual([
      { channel: 'alimtalk', status: 'pending', notBefore: now, answer: null },
      { channel: 'email', status: 'pending', notBefore: now, answer: null },
      { channel: 'push', status: 'pending', notBefore: now, answer: null },
    ]);
  });

  it('follows the partner’s choice, but a payment kind switched off entirely keeps its defaults', () => {
    const now = at('2026-12-02T10:00:00');
    const choice = { ...DEFAULT_PREFERENCES, channels: { 'deposit.confirmed': [], 'lead.received': [] } };
    expect(planDeliveries('deposit.confirmed', choice, everywhere, now).map((d) => d.channel)).toEqual([
      'alimtalk',
      'email',
      'push',
    ]);
    expect(planDeliveries('lead.received', choice, everywhere, now)).toEqual([]);
  });

  it('records a channel it cannot reach as skipped, with the reason', () => {
    const now = at('2026-12-02T10:00:00');
    const planned = planDeliveries('refund.completed', DEFAULT_PREFERENCES, (c) => c !== 'push', now);
    expect(planned.find((d) => d.channel === 'push')).toMatchObject({
      status: 'skipped',
      answer: '알림을 허용한 브라우저 없음',
    });
  });

  it('holds what is not urgent during quiet hours until they end, across midnight; urgent goes at once', () => {
    const quiet = { ...DEFAULT_PREFERENCES, quietHours: { start: '22:00', end: '07:30' } };
    const late = at('2026-12-02T23:10:00');
    expect(planDeliveries('deposit.confirmed', quiet, everywhere, late)[0]).toMatchObject({
      status: 'held',
      notBefore: at('2026-12-03T07:30:00'),
    });
    expect(
      planDeliveries('deposit.confirmed', quiet, everywhere, at('2026-12-03T06:00:00'))[0],
    ).toMatchObject({
      notBefore: at('2026-12-03T07:30:00'),
    });
    expect(planDeliveries('billing.failed', quiet, everywhere, late)[0]).toMatchObject({ status: 'pending' });
    expect(planDeliveries('deposit.confirmed', quiet, everywhere, at('2026-12-03T07:30:00'))[0]!.status).toBe(
      'pending',
    );
  });

  it('sends marketing only with consent, and not 21:00–08:00 without the night consent', () => {
    const evening = at('2026-12-02T21:00:00');
    expect(planDeliveries('marketing.event', DEFAULT_PREFERENCES, everywhere, evening)).toEqual([]);
    const consented = { ...DEFAULT_PREFERENCES, marketingConsent: true };
    expect(planDeliveries('marketing.event', consented, everywhere, evening)).toEqual([
      { channel: 'push', status: 'held', notBefore: at('2026-12-03T08:00:00'), answer: null },
    ]);
    expect(
      planDeliveries('marketing.event', consented, everywhere, at('2026-12-02T20:59:00'))[0]!.status,
    ).toBe('pending');
    const night = { ...consented, nightConsent: true };
    expect(planDeliveries('marketing.event', night, everywhere, evening)[0]!.status).toBe('pending');
  });

  it('takes the later end when quiet hours and the night rule both hold a marketing message', () => {
    const both = {
      ...DEFAULT_PREFERENCES,
      marketingConsent: true,
      quietHours: { start: '23:00', end: '09:00' },
    };
    expect(
      planDeliveries('marketing.event', both, everywhere, at('2026-12-02T23:30:00'))[0]!.notBefore,
    ).toEqual(at('2026-12-03T09:00:00'));
  });

  it('sends the test on every channel on for any kind', () => {
    const now = at('2026-12-02T10:00:00');
    const pushOnly = {
      ...DEFAULT_PREFERENCES,
      channels: Object.fromEntries(
        ['deposit.confirmed', 'payment.approved', 'refund.completed', 'plan.ending'].map((k) => [
          k,
          ['push'],
        ]),
      ),
    };
    expect(planTestDeliveries(pushOnly, everywhere, now).map((d) => d.channel)).toEqual([
      'alimtalk',
      'email',
      'push',
    ]);
    expect(planTestDeliveries(DEFAULT_PREFERENCES, (c) => c === 'email', now).map((d) => d.status)).toEqual([
      'skipped',
      'pending',
      'skipped',
    ]);
  });

  it('finds the end of a window only inside it', () => {
    expect(windowEnd(at('2026-12-02T12:00:00'), '22:00', '07:00')).toBeNull();
    expect(windowEnd(at('2026-12-02T13:00:00'), '12:00', '14:00')).toEqual(at('2026-12-02T14:00:00'));
  });
});
