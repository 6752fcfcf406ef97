import type { SectionFormProps } from '../section-form';

/** What the page gives every tab. */
export type SectionProps = Pick<
  SectionFormProps<object>,
  'partnerId' | 'profile' | 'missing' | 'onDirtyChange'
>;
