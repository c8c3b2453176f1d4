export function MessageCentrePage() {
  return null;
}
