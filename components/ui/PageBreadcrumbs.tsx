import Link from '@/components/ui/Link';
import { Anchor, Breadcrumbs, Text, type MantineSpacing } from '@mantine/core';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  href?: string;
}

/** Where a page sits: a labelled navigation of links up to the page's own name, marked as the current page. */
export function PageBreadcrumbs({ label, crumbs, mb }: { label: string; crumbs: Crumb[]; mb?: MantineSpacing }) {
  return (
    <nav aria-label={label}>
      <Breadcrumbs separatorMargin={6} mb={mb}>
        {crumbs.map((crumb) =>
          crumb.href ? (
            <Anchor key={crumb.href} component={Link} href={crumb.href} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key="current" size="sm" c="gray.7" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
