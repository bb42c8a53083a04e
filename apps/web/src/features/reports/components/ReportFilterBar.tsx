import type { ReportShape } from "@strata/core";
import { useMemo } from "react";
import {
  DateFilter,
  FilterBar,
  type ListParams,
  SearchFilter,
  SelectFilter,
} from "../../../components/admin/index.ts";
import { filterControls } from "./report-filters.ts";

/** A report's filters, as its contract declares them; each change returns the table to page 1. */
export function ReportFilterBar({ shape, params }: { shape: ReportShape; params: ListParams<string> }) {
  const controls = useMemo(() => filterControls(shape), [shape]);
  return (
    <FilterBar>
      {controls.map((control) => {
        const common = {
          key: control.name,
          label: control.label,
          value: params.filters[control.name],
          onChange: (value: string | undefined) => params.setFilter(control.name, value),
        };
        if (control.kind === "date") return <DateFilter {...common} />;
        if (control.kind === "select") return <SelectFilter {...common} options={control.options} />;
        return <SearchFilter {...common} />;
      })}
    </FilterBar>
  );
}
