import { Box, Text } from "ink";

/** One column of a {@link Table}: its heading and how to read a cell from a row. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => string;
}

/** A plain text table: bold headings, columns as wide as their widest cell. */
export function Table<Row>({ rows, columns }: { rows: Row[]; columns: Column<Row>[] }) {
  const cells = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => (line[index] ?? "").length)),
  );
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column, index) => (
          <Box key={column.header} width={(widths[index] ?? 0) + 2} flexShrink={0}>
            <Text bold>{column.header}</Text>
          </Box>
        ))}
      </Box>
      {cells.map((line, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <Box key={rowIndex}>
          {line.map((value, index) => (
            <Box key={columns[index]?.header} width={(widths[index] ?? 0) + 2} flexShrink={0}>
              <Text>{value}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
