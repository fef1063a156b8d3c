/** Task type label: underscores to spaces, title case ("send_email" -> "Send Email"). */
export function formatTaskTypeLabel(taskType: string | null | undefined): string {
  return (taskType ?? '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
