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
    <FilterBar params={params}>
      {controls.map((control) => {
        const common = {
          label: control.label,
          value: params.filters[control.name],
          onChange: (value: string | undefined) => params.setFilter(control.name, value),
        };
        if (control.kind === "date") return <DateFilter key={control.name} {...common} />;
        if (control.kind === "select") {
          return <SelectFilter key={control.name} {...common} options={control.options} />;
        }
        return <SearchFilter key={control.name} {...common} />;
      })}
    </FilterBar>
  );
}
