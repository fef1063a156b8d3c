import type { InvoiceFieldSource, InvoiceSourceField } from '@ap/domain/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

type FieldSourcesValue = {
  sources: readonly InvoiceFieldSource[];
  active: InvoiceSourceField | null;
  onActivate: (field: InvoiceSourceField | null) => void;
};

const FieldSourcesContext = createContext<FieldSourcesValue | null>(null);

export interface FieldSourcesProviderProps {
  /** Where each field of the invoice came from. */
  sources: readonly InvoiceFieldSource[];
  /** The field a person points at (hover or focus); null when none. */
  active?: InvoiceSourceField | null;
  /** Called with the field pointed at, and null when the pointer or focus leaves it. */
  onActivate?: (field: InvoiceSourceField | null) => void;
  children: ReactNode;
}

/**
 * Gives the invoice's fields their sources: each field marks a low confidence or a typed value,
 * and reports hover and focus so the original can outline where it was read.
 */
export function FieldSourcesProvider({
  sources,
  active = null,
  onActivate = () => undefined,
  children,
}: FieldSourcesProviderProps) {
  const value = useMemo(() => ({ sources, active, onActivate }), [sources, active, onActivate]);
  return <FieldSourcesContext.Provider value={value}>{children}</FieldSourcesContext.Provider>;
}

/** A field's source and pointer handlers; null outside a provider or for a field without one. */
export const useFieldSource = (field: InvoiceSourceField | undefined) => {
  const context = useContext(FieldSourcesContext);
  if (!context || !field) return null;
  const source = context.sources.find((candidate) => candidate.field === field) ?? null;
  if (!source) return null;
  return {
    source,
    /** It has a place on a page to outline. */
    located: source.page !== null && source.box !== null,
    active: context.active === field,
    activate: () => context.onActivate(field),
    deactivate: () => context.onActivate(null),
  };
};
