import { Skeleton, Stack } from '@mantine/core';

/** A list's place while its first page is on its way: three cards of the list's own height. */
export function ListSkeleton({ height }: { height: number }) {
  return (
    <Stack gap="md">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}
