// Mantine's Pagination alone, as its own module, so that `LazyPagination` can load it apart from the page.
export { Pagination as default } from '@mantine/core';
