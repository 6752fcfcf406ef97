import { Skeleton } from 'antd';
import { Panel } from './panel/panel';

/** A card's worth of grey lines while its content loads. */
export function CardSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <Panel className={className}>
      <Skeleton active paragraph={{ rows }} />
    </Panel>
  );
}
