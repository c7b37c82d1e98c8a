import { Container, Skeleton } from '@mantine/core';

/** An opportunity's page while it is read: its title and its summary's place. */
export function OpportunitySkeleton() {
  return (
    <Container size="md" py="xl">
      <Skeleton height={40} width="60%" mb="md" />
      <Skeleton height={200} radius="md" />
    </Container>
  );
}
