export const VENDOR_NAME_EVENT_PREFIX = 'Set Vendor Name:';
export const VENDOR_ID_FIELD = 'Invoice Vendor Id';

/** The vendor name an event message supplies ("Set Vendor Name: Acme" -> "Acme"), else null. */
export function vendorNameFromEventMessage(message: string | null | undefined): string | null {
  if (!message?.startsWith(VENDOR_NAME_EVENT_PREFIX)) return null;
  return message.slice(VENDOR_NAME_EVENT_PREFIX.length).trim() || null;
}

/** The last vendor name the events supply, or null. */
export function vendorNameFromEvents(
  events: readonly { message?: string | null }[] | null | undefined,
): string | null {
  let name: string | null = null;
  for (const event of events ?? []) name = vendorNameFromEventMessage(event.message) ?? name;
  return name;
}

/** The vendor id a run's outcomes set ('Invoice Vendor Id'), or null. */
export function vendorIdFromFieldsChanged(
  fieldsChanged: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  const value = fieldsChanged?.[VENDOR_ID_FIELD];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
