import { Card, Skeleton } from 'antd';

/** A card's worth of grey lines while its content loads. */
export function CardSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <Card className={className}>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}
