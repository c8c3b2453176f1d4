import { Notifications } from '@mantine/notifications';

/** Where notifications show: loaded on demand by providers.tsx, which is why it has a module of its own. */
export function NotificationsContainer() {
  return <Notifications position="top-right" limit={4} />;
}
