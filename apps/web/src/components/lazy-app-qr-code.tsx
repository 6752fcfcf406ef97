/**
 * The app's QR code in a chunk of its own: only the chat dialog and the chat popup show it, so no page
 * pays for the QR encoder before one opens. Its square is held while it loads.
 */
import { lazy, Suspense } from 'react';

const AppQrCode = lazy(() => import('./app-qr-code'));

export function LazyAppQrCode({ size }: { size: number }) {
  return (
    <Suspense fallback={<div style={{ width: size, height: size }} />}>
      <AppQrCode size={size} />
    </Suspense>
  );
}
