import { Alert, Button } from 'antd';

/** A load that failed, with a way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          다시 시도
        </Button>
      }
    />
  );
}
