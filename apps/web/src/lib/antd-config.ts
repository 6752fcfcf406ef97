/** antd's locale and theme, shared by every ConfigProvider (layouts, antd pages, toasts). */
import type { ConfigProviderProps } from 'antd';
import koKR from 'antd/es/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { precomputedAlgorithm } from './antd-theme/precomputed-algorithm';

dayjs.locale('ko');

// Dialogs, drawers and toasts appear without zooming and sliding for people who ask the system
// for less motion (WCAG 2.3.3); antd does not read the setting itself.
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const antdConfig: ConfigProviderProps = {
  locale: koKR,
  // A submit that antd's rules refuse puts the keyboard on the first invalid field, in the middle of
  // the screen, as components/use-first-invalid-field.ts does for messages a form sets itself.
  form: { scrollToFirstError: { focus: true, block: 'center' } },
  theme: {
    // In the build, antd's styles come as static CSS with its components (apps/web/antd-static-css.ts):
    // writing them at run time cost ~15 % of a signed-in page's first-load CPU. The dev server and
    // the tests take antd pre-bundled, without that CSS, and keep writing them.
    zeroRuntime: import.meta.env.PROD,
    // antd's default algorithm, its answer for this theme read from a file instead of derived anew.
    algorithm: precomputedAlgorithm,
    token: {
      motion: !reducedMotion,
      // White text on #0958d9 reaches 6.2:1 (antd's default #1677ff only 4.1:1).
      colorPrimary: '#0958d9',
      colorLink: '#0958d9',
      // Secondary text (form hints, description labels, waiting steps) at 5.7:1 on white; the
      // default rgba(0,0,0,0.45) (#8c8c8c) reaches only 3.4:1, under WCAG AA's 4.5:1.
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      // Placeholders at 4.7:1 (default rgba(0,0,0,0.25), 1.8:1): a select's placeholder ("선택",
      // "시/도") is the only text of an empty select, and axe holds it to 4.5:1.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Segoe UI', sans-serif",
    },
    components: {
      // Danger buttons (삭제) write colorError on white, or white on it: antd's #ff4d4f reaches
      // only 3.3:1 either way; #cf1322 reaches 5.6:1.
      Button: { colorError: '#cf1322', colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
      // Tags write 12 px text in their colour on its lightest tint: status tags in colorSuccess and
      // kin, colour tags in step 7 of the palette. Several reach only 1.8–3.6:1; these reach ≥ 4.5:1.
      Tag: {
        colorSuccess: '#237804',
        colorWarning: '#874d00',
        colorError: '#cf1322',
        colorInfo: '#0958d9',
        green7: '#237804',
        gold7: '#874d00',
        orange7: '#873800',
        volcano7: '#ad2102',
        cyan7: '#006d75',
        lime7: '#3f6600',
      },
    },
  },
};

/**
 * The main layout's config for the partner's text size (display settings). One provider with the size
 * in its theme, not a second one inside it: each provider derives its theme and writes all of antd's
 * ~500 CSS variables (12 kB) again, which the outer one's were for nothing (issue #14).
 */
export const antdConfigForTextSize: Record<'medium' | 'small', ConfigProviderProps> = {
  medium: withFontSize(14),
  small: withFontSize(13),
};

function withFontSize(fontSize: number): ConfigProviderProps {
  return { ...antdConfig, theme: { ...antdConfig.theme, token: { ...antdConfig.theme?.token, fontSize } } };
}
