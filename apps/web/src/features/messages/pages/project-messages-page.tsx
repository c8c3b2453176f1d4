export function ProjectMessagesPage() {
  return null;
}
