import { useState } from "react";

/** Paging kept in the component (a panel inside another page, whose address is not its own). */
export function useLocalPaging(initialSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(1);
    },
  };
}
