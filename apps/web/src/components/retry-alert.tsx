import { Alert, Button } from 'antd';

/** A load that failed, with a way to try again. */
export function RetryAlert({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      className={className}
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
