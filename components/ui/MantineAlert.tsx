// Mantine's Alert alone, as its own module, so that `LazyAlert` can load it apart from the page.
export { Alert as default } from '@mantine/core';
