import { IconBrandGoogle, IconBrandLinkedin, IconBriefcase, IconCalendarEvent, IconMail, type IconProps } from '@tabler/icons-react';
import type { Policy } from '@/lib/auth/policies';

/** The icon of a sign-up option. */
export function PolicyIcon({ policy, ...props }: { policy: Policy } & IconProps) {
  switch (policy) {
    case 'google':
      return <IconBrandGoogle aria-hidden {...props} />;
    case 'linkedin':
      return <IconBrandLinkedin aria-hidden {...props} />;
    case 'investors':
      return <IconBriefcase aria-hidden {...props} />;
    case 'events':
      return <IconCalendarEvent aria-hidden {...props} />;
    default:
      return <IconMail aria-hidden {...props} />;
  }
}
