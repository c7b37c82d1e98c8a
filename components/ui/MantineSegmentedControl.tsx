import { SegmentedControl } from '@mantine/core';
import type { StaticSegmentedControlProps } from './StaticSegmentedControl';

/** Mantine's SegmentedControl alone, as its own module, so that `LazySegmentedControl` can load it apart from the page. */
export default function MantineSegmentedControl({ data, ...props }: StaticSegmentedControlProps) {
  return <SegmentedControl {...props} data={[...data]} />;
}
