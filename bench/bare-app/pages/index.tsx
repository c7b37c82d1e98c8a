import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { GetServerSideProps } from 'next';

interface BareProps {
  renderedAt: string;
}

/** Rendered on each request, as the app's pages are. */
export const getServerSideProps: GetServerSideProps<BareProps> = async () => ({ props: { renderedAt: new Date().toISOString() } });

/** A heading, a paragraph and a button: the least a Groundwork page shows, without the app's code. */
export default function BarePage({ renderedAt }: BareProps) {
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>Bare page</Title>
        <Text>Next with React, Mantine&apos;s styles and the store, and no application code: the floor each measured page is read against. Rendered at {renderedAt}.</Text>
        <Button>A button</Button>
      </Stack>
    </Container>
  );
}
