import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DOCUMENT_VIEWER_MESSAGES } from './messages';
import type { SourceHighlight } from './source-highlight';

type Row = { path: string; value: string };

// Wrappers that name nothing a person reads ("Party" sits between a role and its name).
const SILENT = new Set(['Party']);

/** Each element of the XML that holds text, named by the elements above it (root left out). */
const rowsOf = (xml: string): Row[] | null => {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return null;
  const rows: Row[] = [];
  const walk = (element: Element, trail: string[]) => {
    const path = SILENT.has(element.localName) ? trail : [...trail, element.localName];
    const children = Array.from(element.children);
    const value = element.textContent?.trim() ?? '';
    if (children.length === 0) {
      if (value) rows.push({ path: path.join(' › '), value });
      return;
    }
    for (const child of children) walk(child, path);
  };
  for (const child of Array.from(document.documentElement?.children ?? [])) walk(child, []);
  return rows;
};

/** An e-invoice (UBL, CII) as a readable table; the row of the highlighted value is marked. */
export function EInvoiceTable({
  xml,
  highlight,
}: {
  xml: string;
  highlight: SourceHighlight | null;
}) {
  const rows = useMemo(() => rowsOf(xml), [xml]);
  if (rows === null)
    return (
      <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {xml}
      </Text>
    );
  const marked = highlight?.text?.trim();
  return (
    <Table striped withTableBorder fz="xs" captionSide="top">
      <Table.Caption c="gray.8">{DOCUMENT_VIEWER_MESSAGES.einvoiceCaption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Element</Table.Th>
          <Table.Th>Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the file's elements in order
            key={index}
            data-highlighted={marked !== undefined && row.value === marked ? true : undefined}
            bg={marked !== undefined && row.value === marked ? 'yellow.1' : undefined}
          >
            <Table.Td>{row.path}</Table.Td>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
