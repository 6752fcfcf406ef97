/** The partner app's QR code (the Android store link). Loaded on demand: see lazy-app-qr-code.tsx. */
import { QRCode } from 'antd';
import { env } from '../lib/env';

export default function AppQrCode({ size }: { size: number }) {
  return <QRCode value={env.playStoreUrl} size={size} bordered={false} />;
}
