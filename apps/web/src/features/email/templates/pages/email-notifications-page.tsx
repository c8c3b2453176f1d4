export function EmailNotificationsPage() {
  return null;
}
